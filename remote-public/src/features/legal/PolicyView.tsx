import { Link } from 'react-router-dom';
import { POLICY_VERSIONS, currentPolicy, type PolicyKind } from '@academy/common';
import { POLICY_PATHS, type PolicyDocument } from '@academy/common/policies';
import { koreanDate } from './korean-date';

/** One version of a legal document: its 시행일, its sections, and every other version's link. */
export function PolicyView({ document }: { document: PolicyDocument }) {
  const current = currentPolicy(document.kind).version;
  return (
    <article className="policy prose" aria-labelledby="policy-title">
      <h1 id="policy-title" className="policy__title">
        {document.title}
      </h1>
      <p className="policy__meta">
        <span>{`버전 ${document.version}`}</span>
        <span>{`시행일 ${koreanDate(document.effectiveDate)}`}</span>
        {document.version !== current ? (
          <strong className="policy__old">
            이전 버전입니다. <Link to={POLICY_PATHS[document.kind]}>현재 버전 보기</Link>
          </strong>
        ) : null}
      </p>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.table ? (
            <div className="policy__table">
              <table>
                <caption className="visually-hidden">{section.table.caption}</caption>
                <thead>
                  <tr>
                    {section.table.head.map((cell) => (
                      <th key={cell} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.table.rows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th key={cell} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={cell}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <VersionList kind={document.kind} shown={document.version} />
    </article>
  );
}

const versionLabel = (version: number, effectiveDate: string) =>
  `버전 ${version} (시행일 ${koreanDate(effectiveDate)})`;

/** Every published version, newest first; earlier ones stay readable. */
export function VersionList({ kind, shown }: { kind: PolicyKind; shown: number | null }) {
  const versions = [...POLICY_VERSIONS[kind]].reverse();
  return (
    <nav className="policy__versions" aria-label="버전 목록">
      <h2>버전 목록</h2>
      <ul>
        {versions.map((entry) => (
          <li key={entry.version}>
            {entry.version === shown ? (
              <span aria-current="page">{versionLabel(entry.version, entry.effectiveDate)}</span>
            ) : (
              <Link to={`${POLICY_PATHS[kind]}?version=${entry.version}`}>
                {versionLabel(entry.version, entry.effectiveDate)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
