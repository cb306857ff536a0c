import path from 'node:path';
import type { LocalEnvironment } from './environment';

/** The table `npm start` / `npm run dev` print: what runs where. */
export function describeEnvironment(local: LocalEnvironment, extraRows: Record<string, string> = {}): string {
  const shown = (file: string): string => {
    const relative = path.relative(process.cwd(), file);
    return relative === '' ? '.' : relative.startsWith('..') ? file : relative;
  };
  const rows: Array<[string, string]> = [
    ...Object.entries(extraRows),
    [local.siteServed ? 'Website' : 'API and media server', local.urls.site],
    ['API (API Gateway)', local.urls.api],
    ['Media (CloudFront /media)', `${local.urls.site}/media/…`],
    ['E-mail (SES) mail view', local.urls.ses],
    local.pipedriveMode === 'fake'
      ? ['Pipedrive (local fake)', `${local.urls.pipedrive}/__control/state`]
      : ['Pipedrive (REAL account)', local.urls.pipedriveApi],
    ['Voice platform (local Vapi)', `${local.urls.voicePlatformApi}  key ${local.voicePlatform.apiKey}; ring: POST ${local.urls.voicePlatform}/__control/ring`],
    ['Cognito (cognito-local)', `${local.urls.cognito}  pool ${local.cognito.userPoolId}, client ${local.cognito.clientId}`],
    ['Admin sign-in', `${local.urls.site}/login  ${local.admin.email} / ${local.admin.password}`],
    ['DynamoDB (dynalite)', local.urls.dynamodb],
    ['S3 (s3rver)', `${local.urls.s3}  bucket media`],
    ['EventBridge (local bus)', local.urls.eventBus],
    ['Data directory', shown(local.dataDir)],
    ['Dead letters', shown(local.deadLetterFile)],
    ['Cognito log', shown(local.cognito.logFile)],
  ];
  const signIn = [
    'Back office: open /login and sign in with the admin above. The first sign-in sets up two-factor',
    'authentication: scan the QR code with an authenticator app (or type the key shown under it); every',
    'later sign-in asks for its 6-digit code. Sign-up and password-reset codes arrive in the mail view.',
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return ['', 'Rufbereit – local environment', ...rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`), '', ...signIn, '', 'Ctrl-C stops everything.', ''].join('\n');
}
