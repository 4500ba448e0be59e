import type { MailTexts } from './mailTexts';

export const fa_IR: MailTexts = {
    activation: { subject: 'فعال‌سازی حساب کاربری شما در Thingdeck', intro: 'یک حساب کاربری برای شما در Thingdeck ساخته شد.', action: 'فعال‌سازی حساب کاربری' },
    activated: { subject: 'حساب کاربری شما در Thingdeck فعال شد', intro: 'حساب کاربری شما اکنون فعال است.', action: 'ورود' },
    resetPassword: {
        subject: 'درخواست بازنشانی گذرواژه در Thingdeck',
        intro: 'کسی درخواست بازنشانی گذرواژهٔ حساب کاربری شما را داده است. اگر شما نبودید، این پیام را نادیده بگیرید.',
        action: 'بازنشانی گذرواژه',
    },
    passwordWasReset: { subject: 'گذرواژهٔ شما در Thingdeck بازنشانی شد', intro: 'گذرواژهٔ شما تغییر کرد.', action: 'ورود' },
    testMessage: { subject: 'ایمیل آزمایشی از Thingdeck', body: 'سلام! این یک ایمیل آزمایشی از Thingdeck است: تنظیمات ایمیل خروجی درست کار می‌کند.' },
    accountLocked: {
        subject: 'Thingdeck - حساب کاربری قفل شد',
        body: 'حساب کاربری %{email} قفل شد، زیرا تعداد تلاش‌های ناموفق برای ورود از حداکثر مجاز (%{max}) بیشتر شد.',
    },
};
