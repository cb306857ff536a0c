import { Duration, NestedStack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_THROTTLE, BEACON_ROUTE_THROTTLE, FORM_ROUTE_THROTTLE, ORIGIN_VERIFY_SECRET_ARN_ENV, REQUEST_RETENTION_DAYS_ENV, isPublicFormRoute, routeGrants, routeThrottle, type ApiRoute, type RouteAccess } from '@rufbereit/shared';
import { HandlerFunction } from '../lambda/handler-function';
import { applyGrants, grantEnvironment, type GrantableResources } from '../lambda/grants';
import { pascalCase } from '../naming';
import { readStageSettings } from '../stage';
import type { Auth } from './auth';

export interface ApiProps {
  /** The shared route table (`apiRoutes`). */
  routes: ReadonlyArray<ApiRoute>;
  resources: GrantableResources;
  auth: Auth;
  /** Days until a stored request expires (the create handlers write `expiresAt`). */
  requestRetentionDays: number;
}

// The stage's and the routes' own throttles live in shared/, so the local gateway applies the same numbers.
export { API_THROTTLE, BEACON_ROUTE_THROTTLE, FORM_ROUTE_THROTTLE, isPublicFormRoute, routeThrottle };

/**
 * The route functions live in one nested stack per access area, so the site's stack keeps its
 * headroom below CloudFormation's 500 resources (each route brings ~7: function, role, policy, log
 * group, integration, route, invoke permission) and a new route only grows its area's stack. The
 * HTTP API, its stage, authorizer and the origin secret stay in the site's stack.
 */
export const ROUTE_AREAS: Record<RouteAccess, { id: string; description: string }> = {
  public: { id: 'PublicRoutes', description: 'Rufbereit: public API routes (forms, page data) and their functions' },
  user: { id: 'CustomerRoutes', description: 'Rufbereit: signed-in customer API routes and their functions' },
  admin: { id: 'AdminRoutes', description: 'Rufbereit: back-office (admin) API routes and their functions' },
};

/**
 * The HTTP API behind CloudFront's `/api/*`: one route and one Lambda per entry of the shared route
 * table. `user` and `admin` routes require a valid Cognito JWT (checked by API Gateway); `admin`
 * routes additionally check the `cognito:groups` claim in the handler.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /**
   * Generated secret CloudFront sends in the x-origin-verify header; the functions refuse requests
   * without it, so the execute-api endpoint is useless without CloudFront (and its WAF).
   */
  readonly originVerifySecret: Secret;
  /** Route functions by route id. */
  readonly routeFunctions = new Map<string, HandlerFunction>();
  /** The stage's access log (one JSON line per request, with `status`). */
  readonly accessLogs: LogGroup;
  /** The nested stacks that hold the routes and their functions, by access area (ROUTE_AREAS). */
  readonly routeStacks = new Map<RouteAccess, NestedStack>();
  private authorizer?: IHttpRouteAuthorizer;
  private readonly httpRoutes: HttpRoute[] = [];

  constructor(scope: Construct, id: string, private readonly props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Website API (served by CloudFront under /api/*)',
      createDefaultStage: false,
    });
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Sent by CloudFront to the API (x-origin-verify); requests without it are refused',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Not a credential to data: it only proves a request came through CloudFront. Rotated by hand with the procedure in docs/operations.md (functions accept the current and previous value, read at run time).',
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: readStageSettings(this.node).logRetention });
    this.accessLogs = accessLogs;
    const stage = new HttpStage(this, 'DefaultStage', {
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

    // HttpStage has no per-route settings (aws-cdk-lib 2.276); the CloudFormation stage has (keyed by
    // route key, a JSON property, so CloudFormation's own PascalCase names). A route's entry overrides
    // the stage's default route settings for that route: the forms tighter, the beacon wider.
    const throttledRoutes = props.routes.flatMap((route) => {
      const limits = routeThrottle(route);
      return limits ? [[`${route.method} ${route.path}`, { ThrottlingRateLimit: limits.rateLimit, ThrottlingBurstLimit: limits.burstLimit }] as const] : [];
    });
    if (throttledRoutes.length > 0) {
      (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(throttledRoutes);
      // Route settings name routes that must exist before the stage is updated.
      stage.node.addDependency(...this.httpRoutes);
    }
  }

  private addRoute(route: ApiRoute): void {
    const { resources } = this.props;
    const grants = routeGrants(route);
    const scope = this.routeStack(route.access);
    const handler = new HandlerFunction(scope, pascalCase(route.id), {
      handler: route.handler,
      description: `${route.method} ${route.path}`,
      timeout: Duration.seconds(10),
      // The origin secret (and, on form routes, the ALTCHA key) at run time, through the extension.
      readsSecrets: true,
      environment: {
        ...grantEnvironment(grants, resources),
        // The ARN, not the value: the function reads the current and previous value at run time
        // (services/src/http/origin-secrets.ts), so a rotation needs no redeployment of 38 functions.
        [ORIGIN_VERIFY_SECRET_ARN_ENV]: this.originVerifySecret.secretArn,
        [REQUEST_RETENTION_DAYS_ENV]: String(this.props.requestRetentionDays),
      },
    });
    applyGrants(handler.role, grants, resources);
    handler.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.originVerifySecret.secretArn] }));
    this.routeFunctions.set(route.id, handler);

    // The route (with its integration and invoke permission) in the area's nested stack; the
    // authorizer binds in the API's scope, so all signed-in routes share the one in the site's stack.
    const httpRoute = new HttpRoute(scope, `${pascalCase(route.id)}Route`, {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration(`${pascalCase(route.id)}Integration`, handler.fn),
      authorizer: route.access === 'public' ? undefined : this.jwtAuthorizer(),
    });
    this.httpRoutes.push(httpRoute);
    if (route.access === 'public') {
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${route.method} ${route.path} is public by design (visitor forms and page data); it validates its input, is throttled, behind the WAF and reachable only through CloudFront.`,
      });
    }
  }

  private routeStack(access: RouteAccess): NestedStack {
    let stack = this.routeStacks.get(access);
    if (!stack) {
      const area = ROUTE_AREAS[access];
      stack = new NestedStack(this, area.id, { description: area.description });
      this.routeStacks.set(access, stack);
    }
    return stack;
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
