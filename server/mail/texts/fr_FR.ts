import type { MailTexts } from './mailTexts';

export const fr_FR: MailTexts = {
    activation: { subject: 'Activation de votre compte Thingdeck', intro: 'Un compte a été créé pour vous sur Thingdeck.', action: 'Activer votre compte' },
    activated: { subject: 'Votre compte Thingdeck est activé', intro: 'Votre compte est maintenant actif.', action: 'Se connecter' },
    resetPassword: {
        subject: 'Demande de réinitialisation du mot de passe sur Thingdeck',
        intro: "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte. Si ce n'est pas vous, ignorez ce message.",
        action: 'Réinitialiser le mot de passe',
    },
    passwordWasReset: { subject: 'Votre mot de passe Thingdeck a été réinitialisé', intro: 'Votre mot de passe a été modifié.', action: 'Se connecter' },
    testMessage: { subject: 'E-mail de test de Thingdeck', body: 'Bonjour ! Ceci est un e-mail de test de Thingdeck : les paramètres des e-mails sortants fonctionnent.' },
    accountLocked: {
        subject: 'Thingdeck – Compte utilisateur verrouillé',
        body: 'Le compte utilisateur %{email} a été verrouillé : le nombre maximal de tentatives de connexion échouées (%{max}) a été dépassé.',
    },
};
