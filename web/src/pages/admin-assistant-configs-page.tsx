import { Container } from '../components/ui/container';
import { AssistantConfigList } from '../features/back-office/assistant-config-list';
import { backOfficePageTexts as t } from '../content/texts/back-office-pages';

/** `/admin/assistant-configs` (admins only): every account's assistant configuration, read-only. */
export default function AdminAssistantConfigsPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.adminAssistantConfigs.title}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">{t.adminAssistantConfigs.intro}</p>
      <AssistantConfigList />
    </Container>
  );
}
