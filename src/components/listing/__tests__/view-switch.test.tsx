import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewSwitch } from '../view-switch';

describe('ViewSwitch', () => {
  it('presses the view shown and asks for the other', async () => {
    const onChange = jest.fn();
    const onIntent = jest.fn();
    render(<ViewSwitch map={false} onChange={onChange} onIntent={onIntent} locale="en" />);
    const group = screen.getByRole('group', { name: 'Show results as' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const map = screen.getByRole('button', { name: 'Map' });
    expect(map).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(map);
    expect(onIntent).toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('names its buttons in Arabic', () => {
    render(<ViewSwitch map onChange={() => {}} locale="ar" />);
    expect(screen.getByRole('button', { name: 'الخريطة' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'القائمة' })).toHaveAttribute('aria-pressed', 'false');
  });
});
