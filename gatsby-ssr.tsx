import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { RootWrapper } from './src/components/root-wrapper';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;
