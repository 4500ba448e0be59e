/**
 * `npm start`: the console with the embedded server and demo data on one port, or, with API_URL,
 * the console in front of a real ThingsBoard. Variables: PORT, DB_PATH, API_URL, MQTT_PORT,
 * SIMULATOR, SCRIPT_WORKERS, RULE_ENGINE_QUEUE_SIZE, RULE_ENGINE_ADMIT_WAIT, SMTP_HOST, SMTP_PORT, LOG_LEVEL. `--reset` wipes the database and seeds it again.
 */
import { configFromEnv } from './config';
import { startServer } from './main';
import { buildProxyApp } from './proxy';

const DEMO_LOGINS: Array<[role: string, email: string, password: string]> = [
    ['System administrator', 'sysadmin@thingsboard.org', 'sysadmin'],
    ['Tenant administrator', 'tenant@thingsboard.org', 'tenant'],
    ['Customer user', 'customer@thingsboard.org', 'customer'],
    ['Customer user', 'customerA@thingsboard.org', 'customer'],
    ['Customer user', 'customerB@thingsboard.org', 'customer'],
    ['Customer user', 'customerC@thingsboard.org', 'customer'],
];

async function main(): Promise<void> {
    const config = configFromEnv();
    const apiUrl = process.env.API_URL;

    if (apiUrl) {
        const app = await buildProxyApp(apiUrl, config.staticDir!, config.logLevel);
        await app.listen({ host: config.host, port: config.port });
        console.log(`\nThingdeck is running on http://localhost:${config.port}, in front of ${apiUrl}\n`);
        return;
    }

    const server = await startServer(config, { reset: process.argv.includes('--reset') });
    const shutdown = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);

    const seeded = server.seeded.demo ? ' (demo data loaded)' : '';
    console.log(`\nThingdeck is running on ${server.url}${seeded}`);
    console.log(`Database: ${config.dbPath}\n`);
    console.log('Demo logins:');
    for (const [role, email, password] of DEMO_LOGINS) console.log(`  ${role.padEnd(22)} ${email.padEnd(28)} ${password}`);
    console.log('');
}

main().catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
});
