import { describe, expect, it } from 'vitest';
import { subscribeMailto } from '~/components/layout/subscribe';

describe('subscribeMailto', () => {
  it('writes a request to the foundation with the visitor address in the body', () => {
    const url = subscribeMailto('info@porf.example.org', '  reader@example.com ');
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('mailto:');
    expect(parsed.pathname).toBe('info@porf.example.org');
    expect(parsed.searchParams.get('subject')).toBe('Please add me to your mailing list');
    expect(parsed.searchParams.get('body')).toContain(
      'Please add reader@example.com to your mailing list.',
    );
  });

  it('encodes characters that would break the URL', () => {
    const url = subscribeMailto('info@porf.example.org', 'a&b?c#d@example.com');
    expect(new URL(url).searchParams.get('body')).toContain('a&b?c#d@example.com');
  });
});
