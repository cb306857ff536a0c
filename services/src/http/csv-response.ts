import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A CSV download named `{name}-{YYYY-MM-DD}.csv`, never cached (it holds personal data). */
export function csvResponse(name: string, body: string, now = new Date()): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
    body,
  };
}
