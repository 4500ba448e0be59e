import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

export const ShellLayout = ({ children }: { children: ReactNode }) => (
    <Layout appBar={ShellAppBar} menu={ShellMenu}>
        {children}
    </Layout>
);
