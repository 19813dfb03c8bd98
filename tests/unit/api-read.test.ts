/**
 * How an API answer is read, the same on both sides (src/lib/api/read.ts and readStrict.ts: the
 * API client of the snapshot command and the islands' live refresh call these): a list answer
 * keeps the items its schema accepts and names each one left out, a single answer may be the item
 * or a one-item list (DESIGN.md: `/api/subGallery?id=`), and the wrong shape is an `ApiError` of
 * kind `shape`.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '~/lib/api/http';
import { dataOf, readList, readOne, type InvalidItemReport } from '~/lib/api/calls';
import { AlbumSchema, NewsItemSchema } from '~/schemas';

const URL_ = 'https://api.example.org/api/news/PORF';

/** The `kind` of the ApiError `run` throws, or 'none'. */
function errorKind(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return isApiError(error) ? error.kind : 'other';
  }
}

describe('dataOf', () => {
  it("unwraps an answer's data and refuses an answer without one", () => {
    expect(dataOf(URL_, { data: [1] })).toEqual([1]);
    expect(dataOf(URL_, { data: null })).toBeNull();
    for (const body of [null, [], 'x', {}, [{ data: 1 }]]) {
      expect(
        errorKind(() => dataOf(URL_, body)),
        JSON.stringify(body),
      ).toBe('shape');
    }
  });
});

describe('readList', () => {
  it('keeps what the schema accepts, in order, and names each item left out', () => {
    const dropped: InvalidItemReport[] = [];
    const items = readList(
      'news',
      URL_,
      [
        { _id: 'a', title: 'A', date: '2026-01-01' },
        { _id: 42, title: 'No date' },
        null,
        { id: 'c', title: '', date: '2026-01-02' },
        { title: 'B', fromDate: '2026-01-03' },
        { name: 'Named', title: 5, date: '2026-01-01' },
      ],
      NewsItemSchema,
      (report) => dropped.push(report),
    );
    expect(items.map((item) => item.title)).toEqual(['A', 'B']);
    expect(dropped.map(({ call, index, id, label }) => ({ call, index, id, label }))).toEqual([
      { call: 'news', index: 1, id: '42', label: 'No date' },
      { call: 'news', index: 2, id: undefined, label: undefined },
      { call: 'news', index: 3, id: 'c', label: '' },
      { call: 'news', index: 5, id: undefined, label: undefined },
    ]);
    expect(dropped[0]!.problems).toEqual(['has neither date nor fromDate']);
    expect(dropped[2]!.problems).toEqual(['title: must not be empty']);
    expect(dropped[3]!.problems[0]).toMatch(/^title:/);
  });

  it('refuses data that is not a list', () => {
    for (const data of [null, {}, 'x', { items: [] }]) {
      expect(errorKind(() => readList('news', URL_, data, NewsItemSchema))).toBe('shape');
    }
  });
});

describe('readOne (/api/subGallery?id=)', () => {
  const album = { _id: 'x', title: 'Album', date: '2026-01-01', attachments: 'a.jpg' };

  it('reads the album object or a one-item list alike', () => {
    const fromObject = readOne('album', 'an album', URL_, album, AlbumSchema);
    const fromList = readOne('album', 'an album', URL_, [album], AlbumSchema);
    expect(fromObject).toMatchObject({ id: 'x', title: 'Album', attachments: ['a.jpg'] });
    expect(fromList).toEqual(fromObject);
  });

  it('answers null for nothing (null, an empty list)', () => {
    expect(readOne('album', 'an album', URL_, null, AlbumSchema)).toBeNull();
    expect(readOne('album', 'an album', URL_, [], AlbumSchema)).toBeNull();
  });

  it('refuses what is not an object, and reports an invalid album before refusing it', () => {
    expect(errorKind(() => readOne('album', 'an album', URL_, 'x', AlbumSchema))).toBe('shape');
    expect(errorKind(() => readOne('album', 'an album', URL_, [[album]], AlbumSchema))).toBe(
      'shape',
    );
    const reports: InvalidItemReport[] = [];
    const run = () =>
      readOne('album', 'an album', URL_, { ...album, _id: undefined }, AlbumSchema, (report) =>
        reports.push(report),
      );
    expect(errorKind(run)).toBe('shape');
    expect(reports).toEqual([
      { call: 'album', index: 0, id: undefined, label: 'Album', problems: ['has no _id'] },
    ]);
  });
});
