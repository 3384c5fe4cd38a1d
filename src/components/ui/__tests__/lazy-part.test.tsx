import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart, onIntent } from '../lazy-part';

type Props = { locale: 'en' | 'ar'; text: string };
const Greeting = ({ text }: Props) => <p>{text}</p>;

/** A module load the test settles by hand. */
function deferredLoads() {
  const loads: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<{ default: typeof Greeting }>((resolve, reject) => {
      loads.push({ resolve: () => resolve({ default: Greeting }), reject });
    });
  return { loads, load };
}

describe('lazyPart', () => {
  it('answers at once with a loading status, then shows the part', async () => {
    const { loads, load } = deferredLoads();
    const part = lazyPart(load);
    render(<part.Part locale="en" text="Hello" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    loads[0]!.resolve();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('downloads once, however many signs of intent come first', async () => {
    const { loads, load } = deferredLoads();
    const part = lazyPart(load);
    const user = userEvent.setup();
    render(<button {...onIntent(part.preload)}>Open</button>);
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Open' }).focus();
    expect(loads).toHaveLength(1);
  });

  it('says in the page language when the download failed, and tries again on request', async () => {
    const { loads, load } = deferredLoads();
    const part = lazyPart(load);
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<part.Part locale="ar" text="مرحبا" />);
    loads[0]!.reject(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر التحميل');
    await user.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(loads).toHaveLength(2);
    loads[1]!.resolve();
    expect(await screen.findByText('مرحبا')).toBeInTheDocument();
  });
});
