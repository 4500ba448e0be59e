import type { MailTexts } from './mailTexts';

export const el_GR: MailTexts = {
    activation: { subject: 'Ενεργοποίηση του λογαριασμού σας στο Thingdeck', intro: 'Δημιουργήθηκε λογαριασμός για εσάς στο Thingdeck.', action: 'Ενεργοποίηση λογαριασμού' },
    activated: { subject: 'Ο λογαριασμός σας στο Thingdeck ενεργοποιήθηκε', intro: 'Ο λογαριασμός σας είναι πλέον ενεργός.', action: 'Σύνδεση' },
    resetPassword: {
        subject: 'Αίτημα επαναφοράς κωδικού πρόσβασης στο Thingdeck',
        intro: 'Κάποιος ζήτησε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας. Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα.',
        action: 'Επαναφορά κωδικού πρόσβασης',
    },
    passwordWasReset: { subject: 'Ο κωδικός πρόσβασής σας στο Thingdeck επαναφέρθηκε', intro: 'Ο κωδικός πρόσβασής σας άλλαξε.', action: 'Σύνδεση' },
    testMessage: { subject: 'Δοκιμαστικό email από το Thingdeck', body: 'Γεια σας! Αυτό είναι ένα δοκιμαστικό email από το Thingdeck: οι ρυθμίσεις εξερχόμενης αλληλογραφίας λειτουργούν.' },
    accountLocked: {
        subject: 'Thingdeck – Ο λογαριασμός χρήστη κλειδώθηκε',
        body: 'Ο λογαριασμός χρήστη %{email} κλειδώθηκε, επειδή ξεπεράστηκε ο μέγιστος αριθμός αποτυχημένων προσπαθειών σύνδεσης (%{max}).',
    },
};
