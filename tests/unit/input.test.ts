import { describe, expect, it } from 'vitest';
import { jsonDepthOver, refuseControlCharacters } from '../../server/http/input';
import { requestCaused } from '../../server/db/errors';
import { MULTI_LINE, SINGLE_LINE } from '../../common/contract/common';

describe('input rules', () => {
  it('measures JSON depth outside strings only', () => {
    expect(jsonDepthOver('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonDepthOver('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(jsonDepthOver(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonDepthOver(`{"a":"\\"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonDepthOver(`${'['.repeat(5000)}${']'.repeat(5000)}`, 16)).toBe(true);
  });

  it('gives every string without a pattern of its own the single-line rule, in every branch', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 10 },
        message: { type: 'string', pattern: MULTI_LINE },
        size: { anyOf: [{ type: 'null' }, { type: 'string' }] },
        tags: { type: 'array', items: { type: 'string' } },
        kind: { type: 'string', enum: ['a', 'b'] },
      },
    };
    const strict = refuseControlCharacters(schema) as typeof schema & Record<string, never>;
    const props = strict.properties as Record<string, Record<string, unknown>>;
    expect(props.name!.pattern).toBe(SINGLE_LINE);
    expect(props.message!.pattern).toBe(MULTI_LINE);
    expect((props.size!.anyOf as Record<string, unknown>[])[1]!.pattern).toBe(SINGLE_LINE);
    expect((props.tags!.items as Record<string, unknown>).pattern).toBe(SINGLE_LINE);
    expect(props.kind!.pattern).toBeUndefined();
    // The original is left alone: schemas are shared between routes.
    expect((schema.properties.name as Record<string, unknown>).pattern).toBeUndefined();
    const single = new RegExp(SINGLE_LINE, 'u');
    const multi = new RegExp(MULTI_LINE, 'u');
    expect(single.test('Asha Rao, Kochi')).toBe(true);
    expect(single.test('a\u0000b') || single.test('a\nb') || single.test('a\u007fb')).toBe(false);
    expect(multi.test('line one\r\nline two\tend')).toBe(true);
    expect(multi.test('a\u0000b') || multi.test('a\u001bb')).toBe(false);
  });

  it('counts a database refusal of a value (SQLSTATE class 22) as the request’s fault, through wrapping errors', () => {
    expect(requestCaused(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toBe(true);
    expect(requestCaused(new Error('query failed', { cause: { code: '22003' } }))).toBe(true);
    expect(requestCaused(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(false);
    expect(requestCaused(new Error('plain'))).toBe(false);
  });
});
