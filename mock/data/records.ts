/** The header every record kind shares (docs/design.md section 7), written once. */
export type MockRecord = Record<string, unknown>;

/** 2025-01-01T00:00:00Z: fixed, so the output is the same on every run. */
const LAST_MODIFIED = 1_735_689_600;

/** Where the airport's own records hang in the Who's On First hierarchy. */
export const AIRPORT_ID = 102_527_513n;

export interface RecordHeader {
  id: bigint;
  name: string;
  /** `wof:placetype_alt`: object, category, gate, flight... */
  kind: string;
  parentId: bigint;
  /** 1 current, 0 not, -1 unknown. */
  current?: number;
  /** EDTF; `..` is an open end. */
  inception?: string;
  cessation?: string;
}

export function recordHeader(header: RecordHeader): MockRecord {
  return {
    'wof:id': header.id,
    'wof:name': header.name,
    'wof:placetype_alt': header.kind,
    'wof:parent_id': header.parentId,
    'mz:is_current': header.current ?? 1,
    'edtf:inception': header.inception ?? '..',
    'edtf:cessation': header.cessation ?? '..',
    'wof:lastmodified': LAST_MODIFIED,
  };
}
