import { describe, expect, it } from 'vitest';
import { tableActions } from './grants';

describe('tableActions', () => {
  it('maps each listed operation to its one DynamoDB action', () => {
    expect(tableActions(['put', 'get', 'update'])).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(tableActions(['query', 'query'])).toEqual(['dynamodb:Query']);
    expect(tableActions(['scan', 'delete'])).toEqual(['dynamodb:DeleteItem', 'dynamodb:Scan']);
  });

  it('keeps the coarse levels to item reads / item writes (no DescribeTable, no streams)', () => {
    expect(tableActions('read')).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan']);
    expect(tableActions('write')).toEqual(['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(tableActions('readWrite')).toHaveLength(8);
  });

  it('refuses a grant without operations', () => {
    expect(() => tableActions([])).toThrow(/at least one/);
  });
});
