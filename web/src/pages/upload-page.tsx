import { Container } from '../components/ui/container';
import { Mp3Upload } from '../features/mp3-upload/mp3-upload';

/** `/upload` (signed-in accounts): upload an MP3 and get its public address. Signed out: 'Anmeldung erforderlich' (require-access.tsx). */
export default function UploadPage() {
  return (
    <Container className="py-12">
      <Mp3Upload />
    </Container>
  );
}
