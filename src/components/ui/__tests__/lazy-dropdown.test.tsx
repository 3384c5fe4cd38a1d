import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyDropdown } from '../lazy-dropdown';

function Fruit({
  onSelect = () => {},
  onOpen = () => {},
}: {
  onSelect?: (key: string | null) => void;
  onOpen?: () => void;
}) {
  return (
    <LazyDropdown
      variant="link"
      size="sm"
      toggleClassName="text-reset"
      toggle="Fruit: apple"
      onSelect={onSelect}
      onOpen={onOpen}
    >
      {(Item) => (
        <>
          <Item eventKey="apple" active>
            Apple
          </Item>
          <Item eventKey="pear">Pear</Item>
        </>
      )}
    </LazyDropdown>
  );
}

describe('LazyDropdown', () => {
  it('is its toggle alone until opened, with the classes and state of react-bootstrap’s toggle', () => {
    render(<Fruit />);
    const toggle = screen.getByRole('button', { name: 'Fruit: apple' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveClass('text-reset', 'dropdown-toggle', 'btn', 'btn-link', 'btn-sm');
    expect(screen.queryByRole('button', { name: 'Pear' })).toBeNull();
  });

  it('opens on the first click once its code is in, and an item chosen is reported', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const onOpen = jest.fn();
    render(<Fruit onSelect={onSelect} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Fruit: apple' }));
    await user.click(await screen.findByRole('button', { name: 'Pear' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('pear', expect.anything());
    // Closed again, and it opens at once from now on.
    expect(screen.getByRole('button', { name: 'Fruit: apple' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Fruit: apple' }));
    expect(screen.getByRole('button', { name: 'Pear' })).toBeVisible();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('keeps the keyboard on the toggle: Enter opens it, the arrow moves into the menu, Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.tab();
    await user.keyboard('{Enter}');
    const toggle = await screen.findByRole('button', { name: 'Fruit: apple', expanded: true });
    expect(toggle).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Fruit: apple' })).toHaveAttribute('aria-expanded', 'false');
  });
});
