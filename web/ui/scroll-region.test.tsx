import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { BarChart } from './bar-chart';
import { DataTable } from './data-table';
import { ScrollRegion } from './scroll-region';

// Decision 050: a wide table scrolls inside a named region the keyboard reaches, never the page.
describe('ScrollRegion', () => {
  it('is a region named by what it labels, reached with Tab so the arrow keys can scroll it', async () => {
    render(
      <>
        <h2 id="claims">Your claims</h2>
        <ScrollRegion labelledBy="claims">
          <table>
            <tbody>
              <tr>
                <td>£12.00</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Your claims' });
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it("holds every DataTable, named by the table's caption, even when the caption is hidden", () => {
    render(
      <DataTable
        caption="Two-factor authentication status"
        captionHidden
        columns={[{ id: 'name', header: 'Employee', cell: (row: { name: string }) => row.name }]}
        rows={[{ name: 'Tom Becker' }]}
        rowId={(row) => row.name}
        emptyText="None"
      />,
    );
    const region = screen.getByRole('region', { name: 'Two-factor authentication status' });
    expect(
      within(region).getByRole('table', { name: 'Two-factor authentication status' }),
    ).toBeInTheDocument();
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it("holds a chart's figures table, named by its caption", () => {
    render(
      <BarChart
        caption="Current selections of each benefit"
        rowHeader="Benefit"
        series={[{ label: 'Live', colour: '#0B5FFF' }]}
        rows={[{ label: 'Dental Cover', values: [1] }]}
        formatValue={String}
      />,
    );
    const region = screen.getByRole('region', { name: 'Current selections of each benefit' });
    expect(within(region).getByRole('rowheader', { name: 'Dental Cover' })).toBeInTheDocument();
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
