import { Duration, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type ApiRoute, DEMO_TRACKS_SHARED_MAX_AGE_SECONDS, MEDIA_KEY_PREFIX, ORIGIN_VERIFY_HEADER, PLAYER_PAGE_QUERY_KEYS, redirects, siteRoutes } from '@rufbereit/shared';
import { pascalCase } from '../naming';
import type { StackConfig } from '../config';
import {
  NOT_FOUND_PAGE,
  PAGE_STATUS_METADATA,
  PLAYER_PAGE_PATHS,
  buildApiRequestFunctionCode,
  buildMediaRequestFunctionCode,
  buildPlayerPageRequestFunctionCode,
  buildViewerRequestFunctionCode,
  buildViewerResponseFunctionCode,
} from '../website/cloudfront-function-code';
import { missingSiteMessage } from '../site-dist';
import { readStageSettings } from '../stage';
import { inlineScriptHashes } from '../website/inline-script-hashes';
import {
  EMBEDDABLE_PATH_PATTERN,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  contentSecurityPolicy,
  matchesPathPattern,
  type SecurityHeaderOptions,
} from '../website/security-headers';

export interface WebsiteProps {
  httpApi: HttpApi;
  /** Sent to the API in the x-origin-verify header (the API refuses requests without it). */
  originVerifySecret: ISecret;
  mediaBucket: IBucket;
  accessLogsBucket: IBucket;
  /** Origins the browser app calls besides the site (Cognito, media bucket uploads): CSP connect-src. */
  connectSources: string[];
  /** The built site (`web/dist`); synth fails when it is given but not built. None: no site upload (tests). */
  siteDistDir?: string;
  /** Written to `/runtime-config.json` next to the site: settings only known after deployment. */
  runtimeConfig: Record<string, string>;
  config: Pick<StackConfig, 'domainNames' | 'certificateArn' | 'webAclArn' | 'originVerifySecretVersion'>;
  /** The routes whose answers CloudFront may share between callers (`sharedCache` in the route table). */
  sharedCacheRoutes: ReadonlyArray<Pick<ApiRoute, 'id' | 'path' | 'sharedCache'>>;
}

/** The path pattern of an API route at the edge: `{name}` placeholders become `*`. */
export const edgePathPattern = (path: string): string => path.replace(/\{[^}]+\}/g, '*');

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';
/** Every error status CloudFront lets a distribution configure (it caches each for 10 s by default). */
export const CACHED_ERROR_STATUSES = [400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504] as const;
/** Vite puts every hashed asset here; they never change, so they are cached for a year. */
const HASHED_ASSETS_DIR = 'assets';
/** Room for script hashes within CloudFront's 1783-character CSP limit (the rest of the policy is ~400). */
const MAX_SCRIPT_HASHES_LENGTH = 1200;

/**
 * CloudFront in front of everything: the prerendered site from a private bucket, `/api/*` to the
 * HTTP API (never cached) and `/media/*` to the media bucket (cached, Range requests).
 */
export class Website extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly viewerRequestFunction: CloudFrontFunction;
  readonly viewerResponseFunction: CloudFrontFunction;
  readonly mediaRequestFunction: CloudFrontFunction;
  /** Puts the viewer's address into the API request (the API's per-client limits and logs). */
  readonly apiRequestFunction: CloudFrontFunction;
  /** Sends /demo-player and /demo-playlist to their API path, whose page names its query in the oEmbed discovery link. */
  readonly playerPageRequestFunction: CloudFrontFunction;
  /** Whether the built site is uploaded (with a CloudFront invalidation). */
  readonly deploysSite: boolean;

  constructor(scope: Construct, id: string, props: WebsiteProps) {
    super(scope, id);
    const { config } = props;

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    this.viewerRequestFunction = new CloudFrontFunction(this, 'ViewerRequest', {
      comment: 'Redirects (301), pretty URLs → prerendered index.html, unknown pages → 404.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(buildViewerRequestFunctionCode(redirects, sitePagePaths())),
    });
    this.viewerResponseFunction = new CloudFrontFunction(this, 'ViewerResponse', {
      comment: 'The 404 page answers with status 404',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(buildViewerResponseFunctionCode()),
    });
    this.mediaRequestFunction = new CloudFrontFunction(this, 'MediaRequest', {
      comment: 'Image variant query → pre-generated WebP variant',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(buildMediaRequestFunctionCode()),
    });
    this.apiRequestFunction = new CloudFrontFunction(this, 'ApiRequest', {
      comment: "Viewer's address into x-viewer-address (overwriting the client's)",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(buildApiRequestFunctionCode()),
    });
    const apiFunctions = [{ function: this.apiRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST }];
    this.playerPageRequestFunction = new CloudFrontFunction(this, 'PlayerPageRequest', {
      comment: 'Player pages → their API path (discovery link with the query); viewer address',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(buildPlayerPageRequestFunctionCode()),
    });

    const siteDistDir = props.siteDistDir;
    const missing = siteDistDir === undefined ? undefined : missingSiteMessage(siteDistDir);
    if (missing) throw new Error(missing);
    const scriptHashes = siteDistDir ? inlineScriptHashes(siteDistDir) : [];
    // CloudFront limits the CSP header value to 1783 characters.
    if (scriptHashes.join(' ').length > MAX_SCRIPT_HASHES_LENGTH) {
      throw new Error(`The built pages have ${scriptHashes.length} different inline scripts; too many hashes for the CSP header. Move them into files.`);
    }
    const headerOptions = { connectSources: props.connectSources, scriptHashes };
    const sitePolicy = this.headersPolicy('SiteHeaders', { ...headerOptions, embeddable: false });
    const embeddablePolicy = this.headersPolicy('EmbeddableHeaders', { ...headerOptions, embeddable: true });

    // LIST lets S3 answer 404 (not 403) for a missing page file. The error responses below set the
    // caching only, never a page (that would apply to every behaviour and replace the API's JSON
    // errors); unknown pages get the 404 page from the viewer functions instead.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessLevels: [AccessLevel.READ, AccessLevel.LIST] });
    // The media bucket also holds customers' private documents and unchecked uploads: CloudFront may
    // read the public prefix only, and never list (grantPublicMediaRead). Handing the origin a bucket
    // reference keeps CDK from adding its own statement, which would cover every key of the bucket.
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(
      Bucket.fromBucketAttributes(this, 'MediaOriginBucket', {
        bucketArn: props.mediaBucket.bucketArn,
        bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
      }),
    );
    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // A dynamic reference, resolved by CloudFormation when the distribution is updated: pinning the
      // version (the rotation's last step) changes the template, so the new value really reaches CloudFront.
      customHeaders: {
        [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(props.originVerifySecret.secretArn, {
          versionId: config.originVerifySecretVersion,
        }).unsafeUnwrap(),
      },
    });

    const pageBehavior = (responseHeadersPolicy: ResponseHeadersPolicy): BehaviorOptions => ({
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      functionAssociations: [
        { function: this.viewerRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST },
        { function: this.viewerResponseFunction, eventType: FunctionEventType.VIEWER_RESPONSE },
      ],
    });

    /** A public GET of the API that is the same for every caller: cached, keyed on `keys`, as long as its Cache-Control allows. */
    const sharedCacheBehavior = (id: string, comment: string, keys: readonly string[]): BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: new CachePolicy(this, id, {
        comment,
        queryStringBehavior: keys.length > 0 ? CacheQueryStringBehavior.allowList(...keys) : CacheQueryStringBehavior.none(),
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.seconds(DEMO_TRACKS_SHARED_MAX_AGE_SECONDS),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: sitePolicy,
      functionAssociations: apiFunctions,
    });
    // The demo list, oEmbed, the branch images: the same for every visitor, cached briefly at the edge,
    // keyed on their own parameters, for as long as the handler's Cache-Control allows (at most 5 minutes).
    const sharedCacheBehaviors = Object.fromEntries(
      props.sharedCacheRoutes.flatMap((route): Array<[string, BehaviorOptions]> =>
        route.sharedCache
          ? [[edgePathPattern(route.path), sharedCacheBehavior(`${pascalCase(route.id)}CachePolicy`, `GET ${route.path}: by its query, as long as the origin allows`, route.sharedCache.query)]]
          : [],
      ),
    );

    // The player pages come from the API (GET /api/player-pages/{page}): the prerendered page with an oEmbed
    // discovery link for its own query, which no function at the edge could write into a body
    // (docs/decisions/0016-oembed-discovery.md). Cached per query the page honours, as the handler allows.
    const playerPageCachePolicy = new CachePolicy(this, 'PlayerPageCachePolicy', {
      comment: 'Player pages: by the query the page honours, as long as the origin allows',
      queryStringBehavior: CacheQueryStringBehavior.allowList(...PLAYER_PAGE_QUERY_KEYS),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const playerPageBehaviors = Object.fromEntries(
      PLAYER_PAGE_PATHS.map((path): [string, BehaviorOptions] => [
        path,
        {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: playerPageCachePolicy,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: matchesPathPattern(EMBEDDABLE_PATH_PATTERN, path) ? embeddablePolicy : sitePolicy,
          functionAssociations: [{ function: this.playerPageRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      ]),
    );

    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Website, /api and /media',
      // The viewer-request function rewrites `/` already; this also keeps a bare request for the
      // bucket root from ever becoming a ListBucket call (the origins have LIST, see above).
      defaultRootObject: 'index.html',
      defaultBehavior: pageBehavior(sitePolicy),
      additionalBehaviors: {
        // Exact paths, listed before `/demo-player*`, which would otherwise match them first.
        ...playerPageBehaviors,
        [EMBEDDABLE_PATH_PATTERN]: pageBehavior(embeddablePolicy),
        // Listed before /api/*, which CloudFront would otherwise match first.
        ...sharedCacheBehaviors,
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Host must be the API's own host name, or API Gateway cannot route the request.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: sitePolicy,
          functionAssociations: apiFunctions,
        },
        '/media/*': {
          origin: mediaOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          // CloudFront passes Range requests through to S3 and caches the parts.
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          functionAssociations: [{ function: this.mediaRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST }],
          responseHeadersPolicy: sitePolicy,
        },
      },
      // Not cached at all, instead of CloudFront's default of 10 seconds: an API error (a 503 while
      // a function is redeployed, a 403 during a secret rotation) must not be served to others. These
      // entries only set the caching; without a page path the origin's answer (the API's JSON) is unchanged.
      errorResponses: CACHED_ERROR_STATUSES.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      domainNames: config.domainNames.length > 0 ? config.domainNames : undefined,
      certificate,
      // Only takes effect with a custom certificate (the default one is fixed by CloudFront).
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      webAclId: config.webAclArn,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.acknowledgeDistributionFindings(config);
    this.grantPublicMediaRead(props.mediaBucket);

    this.deploysSite = siteDistDir !== undefined;
    if (siteDistDir) this.deploySite(siteDistDir, props.runtimeConfig);
  }

  private headersPolicy(id: string, options: SecurityHeaderOptions): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, id, {
      comment: options.embeddable ? 'Security headers, framable by any site (embeddable player)' : 'Security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        ...(options.embeddable ? {} : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(options), override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
  }

  /**
   * Two uploads: hashed assets first (cached for a year, old ones kept for pages still open in a
   * browser), then the pages, revalidated by browsers and cached at the edge until the deployment
   * invalidates them.
   */
  private deploySite(distDir: string, runtimeConfig: Record<string, string>): void {
    // The three deployments share CDK's one handler function: one log group with a retention.
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: readStageSettings(this.node).logRetention });
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(distDir)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [`${HASHED_ASSETS_DIR}/*`],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
      logGroup,
    });
    const pageCache = CacheControl.fromString('public, max-age=0, s-maxage=86400, must-revalidate');
    const notFoundFile = NOT_FOUND_PAGE.slice(1);
    // The 404 page carries its status as object metadata, read by the viewer-response function.
    const notFoundPage = new BucketDeployment(this, 'DeployNotFoundPage', {
      sources: [Source.asset(distDir)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [notFoundFile],
      prune: false,
      cacheControl: [pageCache],
      metadata: { [PAGE_STATUS_METADATA]: '404' },
      memoryLimit: 512,
      logGroup,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(distDir, { exclude: [`${HASHED_ASSETS_DIR}/**`] }), Source.jsonData(RUNTIME_CONFIG_FILE, runtimeConfig)],
      destinationBucket: this.bucket,
      exclude: [`${HASHED_ASSETS_DIR}/*`, notFoundFile],
      cacheControl: [pageCache],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup,
    });
    pages.node.addDependency(assets, notFoundPage);
  }

  /** GetObject under `media/` for this distribution only (a missing file answers 403: no ListBucket). */
  private grantPublicMediaRead(mediaBucket: IBucket): void {
    const stack = Stack.of(this);
    mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsPublicMedia',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [mediaBucket.arnForObjects(`${MEDIA_KEY_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceArn': `arn:${stack.partition}:cloudfront::${stack.account}:distribution/${this.distribution.distributionId}` },
        },
      }),
    );
    Validations.of(this.distribution).acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      reason: 'On purpose: the media origin gets a bucket reference so CDK adds no whole-bucket read; grantPublicMediaRead adds the statement for the public prefix.',
    });
  }

  private acknowledgeDistributionFindings(config: WebsiteProps['config']): void {
    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason: 'defaultRootObject is set and the viewer-request function maps every path to an object key, so viewers never reach ListBucket.',
    });
    distribution.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A public marketing site and an embeddable player: visitors and embedding sites may be anywhere.',
    });
    if (!config.webAclArn) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'Synthesised without a web ACL: infra/bin/app.ts always passes one (WebAclStack in us-east-1, or the webAclArn context); only tests leave it out.',
      });
    }
    if (!config.certificateArn) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Until a custom domain is configured (domainNames + certificateArn context), the default *.cloudfront.net certificate is used, whose TLS policy CloudFront fixes.',
      });
    }
  }
}

/** Every path a page is served at (route paths and aliases): the rest are unknown pages. */
const sitePagePaths = (): string[] => siteRoutes.flatMap((route) => [route.path, ...route.aliases]);
