/** The first pattern that matches names the browser, the OS or the device (ua-parser's families, simplified). */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
    [/Edg\/([\d.]+)/, 'Edge'],
    [/OPR\/([\d.]+)/, 'Opera'],
    [/Firefox\/([\d.]+)/, 'Firefox'],
    [/(?:HeadlessChrome|Chrome|Chromium)\/([\d.]+)/, 'Chrome'],
    [/Version\/([\d.]+).*Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
    [/Windows NT/, 'Windows'],
    [/Android/, 'Android'],
    [/iPhone|iPad/, 'iOS'],
    [/Mac OS X/, 'Mac OS X'],
    [/Linux/, 'Linux'],
];
const DEVICES: ReadonlyArray<[RegExp, string]> = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Mobile/, 'Smartphone'],
];

const first = (table: ReadonlyArray<[RegExp, string]>, text: string) => {
    for (const [pattern, name] of table) {
        const match = pattern.exec(text);
        if (match) return match[1] ? `${name} ${match[1]}` : name;
    }
    return 'Unknown';
};

/** What ThingsBoard records about a sign-in or sign-out: the address and the user agent's browser, OS and device. */
export function clientInfo(address: string, userAgent: string | undefined): Record<string, string> {
    const agent = userAgent ?? '';
    return { clientAddress: address, browser: first(BROWSERS, agent), os: first(SYSTEMS, agent), device: DEVICES.some(([p]) => p.test(agent)) ? first(DEVICES, agent) : 'Computer' };
}
