import React from 'react';
import { render, screen } from '@testing-library/react';
import { Layout } from '../layout';

describe('Layout', () => {
  it('offers a skip link to the main content and wraps the page in the header', () => {
    render(
      <Layout locale="ar" path="/uae/renovation/">
        <p>Body</p>
      </Layout>,
    );
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveTextContent('Body');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
