import type { AcademyFacts } from '../academy-facts';
import type { PolicyKind, RetentionDays } from '../legal';

/** A part of a legal document: a heading, then paragraphs, a list, and optionally a table. */
export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  table?: { caption: string; head: string[]; rows: string[][] };
}

export interface PolicyDocument {
  kind: PolicyKind;
  version: number;
  /** 시행일, YYYY-MM-DD. */
  effectiveDate: string;
  title: string;
  intro: string;
  sections: PolicySection[];
}

/** What a version's text is written from: the academy's facts and the retention the server deletes by. */
export interface PolicyInputs {
  facts: AcademyFacts;
  retention: RetentionDays;
}

/** One version of one document: its sections, filled in from the inputs. */
export type PolicyText = (inputs: PolicyInputs) => Pick<PolicyDocument, 'intro' | 'sections'>;
