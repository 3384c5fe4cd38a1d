import React from 'react';
import { render, screen } from '@testing-library/react';
import { PageView } from '../page-view';
import { toPageContent } from '@brokerage/core/cms/reshape';
import { makeRawPage } from '../../../testing/factories';

describe('PageView', () => {
  it('shows the banner heading, intro and body of a CMS page', () => {
    render(<PageView page={toPageContent(makeRawPage())} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sell with confidence' })).toBeInTheDocument();
    expect(screen.getByText('Valuations within 24 hours.')).toBeInTheDocument();
    expect(screen.getByText('We market your home to buyers in 40 countries.')).toBeInTheDocument();
  });

  it('falls back to the page title when the banner has no heading, and shows a notice', () => {
    render(<PageView page={toPageContent(makeRawPage({ Banner_Title: null }))} notice="Shown in English" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sell your property in the UAE' })).toBeInTheDocument();
    expect(screen.getByText('Shown in English')).toBeInTheDocument();
  });
});
