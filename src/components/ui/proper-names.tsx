import React, { Fragment } from 'react';

/**
 * A text with its proper names (a project's name...) marked `translate="no"`, so that
 * browser translation leaves them as written. Each name is marked where it first appears.
 */
export function ProperNames({ text, names }: { text: string; names: readonly string[] }) {
  const parts: { text: string; name: boolean }[] = [{ text, name: false }];
  for (const name of names) {
    const i = parts.findIndex((part) => !part.name && part.text.includes(name));
    if (!name || i < 0) continue;
    const [before, ...rest] = parts[i]!.text.split(name);
    parts.splice(
      i,
      1,
      { text: before!, name: false },
      { text: name, name: true },
      { text: rest.join(name), name: false },
    );
  }
  return (
    <>
      {parts.map((part, i) =>
        part.name ? (
          <span key={i} translate="no">
            {part.text}
          </span>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
