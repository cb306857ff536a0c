import { Container } from '../components/ui/container';
import { AssistantConfigScreen } from '../features/assistant-config/assistant-config-screen';

/** `/assistant-config` (signed-in accounts): the caller's own assistant configuration. */
export default function AssistantConfigPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Assistenten-Konfiguration</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">So meldet sich Ihr KI-Telefonassistent, das weiß er, und dorthin leitet er Anliegen weiter.</p>
      <AssistantConfigScreen />
    </Container>
  );
}
