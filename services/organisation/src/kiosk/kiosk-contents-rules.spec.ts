import {
  contentProblem,
  defaultKioskContents,
  isHttpUrl,
  KIOSK_HTML_MAX,
  kioskContentsProblems,
  normaliseKioskContents,
} from './kiosk-contents-rules.js';

describe('kiosk contents rules', () => {
  it('defaults to the Visitor and Contractor labels with no items', () => {
    expect(defaultKioskContents()).toEqual({
      kioskUserTypeToLabelMap: { Visitor: 'Visitor', Contractor: 'Contractor' },
      kioskUserTypeToKioskContentsMap: { Visitor: [], Contractor: [] },
    });
  });

  it('accepts only absolute http(s) URLs for Video and Web', () => {
    expect(isHttpUrl('https://example.com/safety.mp4')).toBe(true);
    expect(isHttpUrl('http://intranet.local/page')).toBe(true);
    expect(isHttpUrl('ftp://example.com/a')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
    expect(isHttpUrl('https://exa mple.com')).toBe(false);
    expect(contentProblem({ kioskContentType: 'Video', content: 'not a url' })).toBe(
      'Video content must be an http(s) URL.',
    );
    expect(contentProblem({ kioskContentType: 'Web', content: ' https://example.com ' })).toBeNull();
  });

  it('takes any text for Html up to the limit, and never blank content', () => {
    expect(contentProblem({ kioskContentType: 'Html', content: '<p>Sign in here</p>' })).toBeNull();
    expect(contentProblem({ kioskContentType: 'Html', content: 'x'.repeat(KIOSK_HTML_MAX) })).toBeNull();
    expect(contentProblem({ kioskContentType: 'Html', content: 'x'.repeat(KIOSK_HTML_MAX + 1) })).toBe(
      'Html content must be at most 100000 characters.',
    );
    expect(contentProblem({ kioskContentType: 'Web', content: '  ' })).toBe('content is required.');
  });

  it('names every problem with its card and item, labels required', () => {
    const contents = defaultKioskContents();
    contents.kioskUserTypeToLabelMap.Contractor = ' ';
    contents.kioskUserTypeToKioskContentsMap.Visitor = [
      { kioskContentType: 'Html', content: 'ok' },
      { kioskContentType: 'Web', content: 'nope' },
    ];
    expect(kioskContentsProblems(contents)).toEqual([
      'Visitor item 2: Web content must be an http(s) URL.',
      'Contractor label is required.',
    ]);
    expect(kioskContentsProblems(defaultKioskContents())).toEqual([]);
  });

  it('trims labels and contents for storage', () => {
    const saved = normaliseKioskContents({
      kioskUserTypeToLabelMap: { Visitor: ' Guests ', Contractor: 'Trades' },
      kioskUserTypeToKioskContentsMap: {
        Visitor: [{ kioskContentType: 'Web', content: ' https://example.com ' }],
        Contractor: [],
      },
    });
    expect(saved.kioskUserTypeToLabelMap.Visitor).toBe('Guests');
    expect(saved.kioskUserTypeToKioskContentsMap.Visitor[0]?.content).toBe('https://example.com');
  });
});
