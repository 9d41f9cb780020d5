import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaxFlagIcons } from './tax-flag-icons';

describe('TaxFlagIcons', () => {
  it('names each icon for assistive technology and shows the words as its tooltip', () => {
    render(<TaxFlagIcons flags={['salary-sac', 'tax-savings']} />);

    const list = screen.getByRole('list', { name: 'Tax treatment' });
    const icons = within(list).getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Paid by salary sacrifice',
      'Saves income tax',
    ]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('title')),
    ).toEqual(['Paid by salary sacrifice', 'Saves income tax']);
  });

  it('writes the words beside the icons when labelled (the product page)', () => {
    render(<TaxFlagIcons flags={['benefit-fund', 'p11d', 'ni']} labelled />);

    const items = within(screen.getByRole('list', { name: 'Tax treatment' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Paid from the benefit fund',
      'Taxable benefit in kind (P11D)',
      'Saves National Insurance',
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows nothing for no flag, or only flags the portal does not know', () => {
    const { container } = render(<TaxFlagIcons flags={['vat', 'stamp-duty']} />);

    expect(container).toBeEmptyDOMElement();
  });
});
