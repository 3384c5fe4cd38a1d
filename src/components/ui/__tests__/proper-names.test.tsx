import React from 'react';
import { render, screen } from '@testing-library/react';
import { ProperNames } from '../proper-names';

describe('ProperNames', () => {
  it('marks each name where it first appears, and keeps the text whole', () => {
    render(
      <h1>
        <ProperNames text="فيلا للبيع في Glyfada Residences، ريفييرا أثينا" names={['Glyfada Residences']} />
      </h1>,
    );
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent('فيلا للبيع في Glyfada Residences، ريفييرا أثينا');
    const marked = heading.querySelectorAll('[translate="no"]');
    expect([...marked].map((el) => el.textContent)).toEqual(['Glyfada Residences']);
  });

  it('leaves a text without the names as it is', () => {
    const { container } = render(<ProperNames text="Villa in Palm Jumeirah" names={['Creek Vista', '']} />);
    expect(container.innerHTML).toBe('Villa in Palm Jumeirah');
  });
});
