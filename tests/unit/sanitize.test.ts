import { describe, expect, it } from 'vitest';
import { sanitizeAtBuild } from '~/lib/data/sanitize';
import { htmlToText } from '~/lib/shared/plainText';

describe('sanitizeAtBuild', () => {
  it('keeps formatting tags and text', () => {
    expect(sanitizeAtBuild('<p>Hello <strong>world</strong><br>and <em>all</em></p>')).toBe(
      '<p>Hello <strong>world</strong><br>and <em>all</em></p>',
    );
  });

  it('removes scripts, event handlers and styles', () => {
    const out = sanitizeAtBuild(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script><img src=x onerror=alert(3)></p>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    expect(sanitizeAtBuild('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAtBuild('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAtBuild('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
  });

  it('makes outside links open safely in a new tab', () => {
    expect(sanitizeAtBuild('<a href="https://example.org/a" target="_self">x</a>')).toBe(
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeAtBuild('<a href="/News" target="_blank">n</a>')).toBe('<a href="/News">n</a>');
    expect(sanitizeAtBuild('<a href="mailto:a@b.org">m</a>')).toBe(
      '<a href="mailto:a@b.org">m</a>',
    );
  });

  it('neutralises SVG and iframe payloads', () => {
    expect(
      sanitizeAtBuild(
        '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
      ),
    ).not.toMatch(/script|javascript|svg/i);
    expect(sanitizeAtBuild('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
  });
});

describe('htmlToText', () => {
  it('strips tags and decodes common entities', () => {
    expect(htmlToText('<p>Health&nbsp;camp &amp; <b>screening</b></p><p>at Ludhiana</p>')).toBe(
      'Health camp & screening at Ludhiana',
    );
  });

  it('drops script and style contents entirely', () => {
    // As a browser reads it: the dropped elements leave no space behind.
    expect(htmlToText('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
    expect(htmlToText('a <script>alert(1)</script>b')).toBe('a b');
  });

  it('never produces markup from encoded input when rendered as text', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});
