import { Container } from '../components/ui/container';
import { Mp3Upload } from '../features/mp3-upload/mp3-upload';
import { MyAudioFiles } from '../features/mp3-upload/my-audio-files';

/** `/upload` (signed-in accounts): upload an MP3 and get its public address; see and delete the MP3s published. Signed out: 'Anmeldung erforderlich' (require-access.tsx). */
export default function UploadPage() {
  return (
    <Container className="py-12">
      <Mp3Upload />
      <MyAudioFiles />
    </Container>
  );
}
