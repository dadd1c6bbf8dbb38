/** Messages of the session (SPEC §4, §8). */
export const MESSAGES_SESSION = {
  expiree: 'Vous avez été déconnecté. Veuillez-vous connecter',
  erreurGenerique: 'Une erreur est survenue.',
  utilisateurIndisponible:
    'Une erreur est survenue lors de la récupération de vos informations, veuillez réessayer de vous connecter.',
  popupBloquee:
    'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres surgissantes (pop-up) pour ce site, puis cliquez de nouveau sur « Se connecter ».',
  connexionEchouee: 'La connexion a échoué. Veuillez réessayer.',
  selectionEchouee: 'Une erreur est survenue lors de la sélection du compte client.',
} as const;
