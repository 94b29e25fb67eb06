import { enUS } from './en-US'
import { zhCN } from './zh-CN'

type Section = keyof typeof zhCN
type Row = readonly [section: Section, key: string]

const lookup = (catalogue: object, [section, key]: Row) =>
  String((catalogue as Record<string, Record<string, unknown>>)[section]?.[key] ?? '')

/** Messages of the catalogues beside each other, read from the catalogues themselves (never a copy). */
export function CatalogueExamples({ rows }: { rows: readonly Row[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">zh-CN</th>
          <th scope="col">en-US</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.join('.')}>
            <td>
              <code>{row.join('.')}</code>
            </td>
            <td>{lookup(zhCN, row)}</td>
            <td>{lookup(enUS, row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
