import { AudioPlayer } from '../../components/audio-player/audio-player';
import { demoTracks } from '../../lib/demo-tracks/tracks';
import type { AgentInfo } from '../../sections/test-agents';
import { agentTrackIds, freeTrialContent } from '../../content/free-trial';

/** The sample call of one demo assistant, in the site's shared audio player. */
export function AgentRecording({ agent }: { agent: AgentInfo }) {
  const track = demoTracks.find((t) => t.id === agentTrackIds[agent.type]);
  if (!track) return null;
  return (
    <div>
      <h4 className="text-lg font-semibold text-slate-900">{freeTrialContent.agents.recordingHeading}</h4>
      <p className="mt-1 text-sm text-slate-700">{track.description}</p>
      <AudioPlayer id={`kostenlos-testen-${track.id}`} src={track.audioUrl} fallbackSrc={track.fallbackUrl} title={freeTrialContent.agents.recordingTitle(agent.type)} className="mt-3" />
    </div>
  );
}
