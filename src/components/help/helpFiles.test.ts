import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import { createHelpService, LOCAL_HELP_BASE_URL } from './helpService';
import { scriptFieldsOf } from '../ruleChain/scriptNodes';
import { HELP_FILE_IDS } from '../../generated/helpFiles.gen';
import { consoleHelpIds } from './helpIds';

const HELP_ROOT = path.resolve(__dirname, '../../../public/help');
const NOT_FOUND = '## Not found';

/** The help files on disk, served as the console serves public/help. */
const diskService = (warnings: string[]) =>
    createHelpService(
        {
            fetchText: async url => {
                const file = path.join(HELP_ROOT, url.slice(LOCAL_HELP_BASE_URL.length));
                return existsSync(file) ? readFileSync(file, 'utf8') : null;
            },
            helpBaseUrl: async () => LOCAL_HELP_BASE_URL,
        },
        { warn: message => warnings.push(message) }
    );

const markdownFiles = (folder: string): string[] =>
    readdirSync(folder).flatMap(name => {
        const full = path.join(folder, name);
        return statSync(full).isDirectory() ? markdownFiles(full) : name.endsWith('.md') ? [full] : [];
    });

describe('help files', () => {
    it('lists in HELP_FILE_IDS (generated) exactly the en_US files, so a (?) shows where help exists', () => {
        const onDisk = markdownFiles(path.join(HELP_ROOT, 'en_US')).map(file => path.relative(path.join(HELP_ROOT, 'en_US'), file).replace(/\.md$/, '').split(path.sep).join('/'));
        expect([...HELP_FILE_IDS].sort()).toEqual(onDisk.sort());
    });

    it.each(registry.map(resource => [resource.name, resource.helpId] as const))('%s opens its help (%s) when the file exists', (_name, helpId) => {
        expect(consoleHelpIds().includes(helpId)).toBe(HELP_FILE_IDS.has(helpId));
    });

    it.each([
        ['TbJsFilterNode', 'rulenode/filter_node_script_fn'],
        ['TbJsSwitchNode', 'rulenode/switch_node_script_fn'],
        ['TbTransformMsgNode', 'rulenode/transformation_node_script_fn'],
        ['TbMsgGeneratorNode', 'rulenode/generator_node_script_fn'],
        ['TbLogNode', 'rulenode/log_node_script_fn'],
        ['TbCreateAlarmNode', 'rulenode/create_alarm_node_script_fn'],
        ['TbClearAlarmNode', 'rulenode/clear_alarm_node_script_fn'],
    ])("%s's script opens ThingsBoard's help id %s", (node, helpId) => {
        expect(scriptFieldsOf(`org.thingsboard.rule.engine.x.${node}`).map(spec => spec.helpId)).toEqual([helpId]);
        expect(consoleHelpIds()).toContain(helpId);
    });

    it.each(consoleHelpIds())('%s has an en_US file whose includes all resolve, without cycles', async helpId => {
        const warnings: string[] = [];
        const text = await diskService(warnings).content('en_US', helpId, NOT_FOUND);
        expect(text).not.toContain(NOT_FOUND);
        expect(text).not.toMatch(/\{%\s*include/);
        expect(text).toMatch(/^#{2,4} \S/m);
        expect(warnings).toEqual([]);
    });

    it('keeps every file reachable: each en_US file is a console help id or included by one', () => {
        const included = new Set(
            markdownFiles(HELP_ROOT).flatMap(file => Array.from(readFileSync(file, 'utf8').matchAll(/\{%\s*include\s+(\S+?)\s*%\}/g), match => match[1]))
        );
        const ids = new Set(consoleHelpIds());
        const orphans = markdownFiles(path.join(HELP_ROOT, 'en_US'))
            .map(file => path.relative(path.join(HELP_ROOT, 'en_US'), file).replace(/\.md$/, '').split(path.sep).join('/'))
            .filter(helpId => !ids.has(helpId) && !included.has(helpId));
        expect(orphans).toEqual([]);
    });
});
