import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Layout } from '../layout';

describe('Layout', () => {
  it('links to the same page in every language and marks the current one', () => {
    render(
      <Layout locale="fr" path="/fr/media/uae-property-blog/">
        <p>Body</p>
      </Layout>,
    );
    const languages = within(screen.getByRole('navigation', { name: 'Langues' }));
    expect(languages.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/uae/media/uae-property-blog/');
    expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/media/uae-property-blog/');
    expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');
  });

  it('links the brand to the home page of the current language', () => {
    render(
      <Layout locale="ar" path="/uae/renovation/">
        <p>Body</p>
      </Layout>,
    );
    expect(screen.getByRole('link', { name: 'Oasis Key Properties' })).toHaveAttribute('href', '/uae/');
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى' })).toHaveAttribute('href', '#main');
  });
});
