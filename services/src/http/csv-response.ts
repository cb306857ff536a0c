import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const fileName = (name: string, now: Date, extension: string): string => `${name}-${now.toISOString().slice(0, 10)}.${extension}`;

/** A CSV download named `{name}-{YYYY-MM-DD}.csv`, never cached (it holds personal data). */
export function csvResponse(name: string, body: string, now = new Date()): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName(name, now, 'csv')}"`,
      'cache-control': 'no-store',
    },
    body,
  };
}

/** An .xlsx download named `{name}-{YYYY-MM-DD}.xlsx` (binary: base64 through API Gateway), never cached. */
export function xlsxResponse(name: string, bytes: Buffer, now = new Date()): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${fileName(name, now, 'xlsx')}"`,
      'cache-control': 'no-store',
    },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
}
