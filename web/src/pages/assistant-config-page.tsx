import { Container } from '../components/ui/container';
import { AssistantConfigScreen } from '../features/assistant-config/assistant-config-screen';
import { backOfficePageTexts as t } from '../content/texts/back-office-pages';

/** `/assistant-config` (signed-in accounts): the caller's own assistant configuration. */
export default function AssistantConfigPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.assistantConfig.title}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">{t.assistantConfig.intro}</p>
      <AssistantConfigScreen />
    </Container>
  );
}
