import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ApiRoute } from '@rufbereit/shared';
import { HandlerFunction } from '../lambda/handler-function';
import { applyGrants, grantEnvironment, type GrantableResources } from '../lambda/grants';
import { pascalCase } from '../naming';
import type { Auth } from './auth';

export interface ApiProps {
  /** The shared route table (`apiRoutes`). */
  routes: ReadonlyArray<ApiRoute>;
  resources: GrantableResources;
  auth: Auth;
}

/** Stage-wide limits: generous for real visitors, a ceiling for scripted floods of the forms. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * The HTTP API behind CloudFront's `/api/*`: one route and one Lambda per entry of the shared route
 * table. `user` and `admin` routes require a valid Cognito JWT (checked by API Gateway); `admin`
 * routes additionally check the `cognito:groups` claim in the handler.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Route functions by route id. */
  readonly routeFunctions = new Map<string, HandlerFunction>();
  private authorizer?: IHttpRouteAuthorizer;

  constructor(scope: Construct, id: string, private readonly props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Website API (served by CloudFront under /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    for (const route of props.routes) this.addRoute(route);
  }

  private addRoute(route: ApiRoute): void {
    const { resources } = this.props;
    const handler = new HandlerFunction(this, pascalCase(route.id), {
      handler: route.handler,
      description: `${route.method} ${route.path}`,
      timeout: Duration.seconds(10),
      environment: grantEnvironment(route.grants, resources),
    });
    applyGrants(handler.role, route.grants, resources);
    this.routeFunctions.set(route.id, handler);

    const [httpRoute] = this.httpApi.addRoutes({
      path: route.path,
      methods: [HttpMethod[route.method]],
      integration: new HttpLambdaIntegration(`${pascalCase(route.id)}Integration`, handler.fn),
      authorizer: route.access === 'public' ? undefined : this.jwtAuthorizer(),
    });
    if (route.access === 'public' && httpRoute) {
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${route.method} ${route.path} is public by design (a visitor form); it validates its input and is throttled.`,
      });
    }
  }

  /** One JWT authorizer for all signed-in routes, created only when the route table needs it. */
  private jwtAuthorizer(): IHttpRouteAuthorizer {
    this.authorizer ??= new HttpJwtAuthorizer('CognitoAuthorizer', this.props.auth.issuerUrl, {
      // ID and access tokens of the web client: `aud` (ID token) or `client_id` (access token).
      jwtAudience: [this.props.auth.webClient.userPoolClientId],
    });
    return this.authorizer;
  }
}
