import { assistantVoices, languageLabels, type AssistantConfigSummary } from '@rufbereit/shared';
import { adminConfigTexts as t } from '../../content/ui-texts';
import { configListTexts } from '../../content/texts/back-office';

const voiceName = (id: string): string => assistantVoices.find((v) => v.id === id)?.name ?? id;

/**
 * Title and detail line of one account in staff's overview. A saved configuration always has a voice;
 * without one the account never saved (it only uploaded documents): 'Noch nicht eingerichtet', not
 * 'Ohne Namen · Stimme ·'.
 */
export function configSummaryText(config: AssistantConfigSummary): { title: string; details: string } {
  const email = config.email || t.accountDeleted;
  if (!config.voice) return { title: t.notSetUp, details: email };
  const language = languageLabels[config.language as keyof typeof languageLabels] ?? config.language;
  return { title: config.assistantName || t.unnamed, details: [email, configListTexts.voice(voiceName(config.voice)), language].filter(Boolean).join(' · ') };
}
