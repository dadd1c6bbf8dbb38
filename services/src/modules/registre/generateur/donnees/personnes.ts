import { liste, ponderes } from './listes.js';

/**
 * French given names and family names, with the accents, hyphens, particles
 * and elisions of real registers. Weights are rough frequencies.
 */
export const prenomsMasculins = ponderes(`
  Jean 30, Pierre 22, Michel 20, Philippe 18, Alain 16, Nicolas 16, Christophe 15, Patrick 15,
  Stéphane 14, Sébastien 14, Laurent 14, Frédéric 13, Éric 13, David 13, Julien 12, Thomas 12,
  François 12, Olivier 12, Jérôme 10, Thierry 10, Pascal 10, Daniel 10, Bernard 9, Gérard 9, Antoine 9,
  Maxime 8, Alexandre 8, Romain 8, Guillaume 8, Mathieu 8, Jean-Pierre 8, Jean-Marc 6, Jean-Luc 6,
  Jean-François 6, Jean-Édouard 1, Jean-Michel 5, Jean-Claude 5, Jean-Baptiste 4, Pierre-Yves 3,
  Marc-Antoine 2, Hervé 6, Denis 6, Yves 6, Bruno 7, Cédric 7, Grégory 6, Fabrice 6, Anthony 6,
  Kévin 6, Hugo 5, Lucas 5, Léo 4, Théo 4, Louis 5, Noël 2, Joël 3, Raphaël 4, Gaël 2, Loïc 4,
  Benoît 4, Rémi 4, André 6, René 4, Régis 3, Hélios 1, Aurélien 4, Clément 5, Valentin 4, Mohamed 6,
  Karim 3, Mehdi 3, Yassine 2, Rachid 2, Ahmed 3, Nordine 1, João 1, Manuel 3, José 3, Antonio 2,
  Giovanni 1, Yannick 4, Erwan 2, Ronan 2, Gwénaël 1, Maël 2, Timothée 2, Barthélemy 1, Côme 1,
  Anatole 1
`);

export const prenomsFeminins = ponderes(`
  Marie 30, Nathalie 18, Isabelle 18, Sylvie 16, Catherine 16, Christine 14, Sandrine 13, Valérie 13,
  Véronique 12, Stéphanie 12, Céline 12, Sophie 12, Nadia 6, Aurélie 10, Émilie 10, Julie 10,
  Camille 9, Laure 6, Élise 5, Hélène 8, Françoise 9, Monique 7, Martine 8, Brigitte 7, Chantal 6,
  Anne 9, Anne-Sophie 5, Marie-Claire 4, Marie-Hélène 4, Marie-Ève 2, Anne-Laure 4, Léa 6, Chloé 6,
  Manon 6, Inès 5, Zoé 4, Noémie 4, Océane 3, Maëlle 3, Agnès 5, Bénédicte 4, Géraldine 4, Mélanie 6,
  Séverine 6, Delphine 8, Karine 7, Virginie 8, Corinne 6, Patricia 6, Fatima 4, Samira 3, Leïla 3,
  Yasmine 3, Amélie 6, Pauline 6, Charlotte 6, Clémence 5, Mathilde 5, Adèle 3, Héloïse 2, Anaïs 4,
  Joëlle 3, Gisèle 2, Paulette 1, Thérèse 2, Maria 4, Ana 2, Conceição 1, Rosa 2, Solène 3, Gaëlle 3,
  Nolwenn 2
`);

export const noms = ponderes(`
  Martin 30, Bernard 22, Dubois 20, Thomas 20, Robert 18, Richard 17, Petit 17, Durand 17, Leroy 15,
  Moreau 15, Simon 15, Laurent 15, Lefèvre 14, Michel 14, Garcia 14, David 13, Bertrand 13, Roux 13,
  Vincent 12, Fournier 12, Morel 12, Girard 12, André 12, Lefebvre 11, Mercier 11, Dupont 11,
  Lambert 11, Bonnet 11, François 10, Martinez 10, Legrand 10, Garnier 10, Faure 10, Rousseau 10,
  Blanc 10, Guérin 9, Müller 3, Henry 9, Roussel 9, Nicolas 9, Perrin 9, Morin 9, Mathieu 9, Clément 8,
  Gauthier 8, Dumont 8, Lopez 8, Fontaine 8, Chevalier 8, Robin 8, Masson 8, Sanchez 8, Gérard 7,
  Nguyen 7, Boyer 7, Denis 7, Lemaire 7, Duval 7, Joly 7, Gautier 7, Roger 7, Roche 7, Roy 7, Noël 6,
  Meyer 6, Lucas 6, Gomez 6, Jean 6, Perez 6, Barbier 6, Dupré 5, Lemoine 5, Lefèbvre 3, Benoît 5,
  Rivière 5, Brunet 5, Ménard 4, Le Goff 4, Le Gall 4, Le Roux 4, Le Bihan 3, Le Brun 3, Le Floch 2,
  Kerjean 1, Le Corre 2, Tanguy 3, Guillou 3, Quéméner 1, Kerhervé 1, D’Almeida 3, D’Arcy 1,
  D’Angelo 2, D’Hondt 1, Dos Santos 5, Da Silva 5, De Oliveira 3, Pereira 5, Ferreira 5, Rodrigues 5,
  Fernandes 4, Gonçalves 3, de La Fontaine 1, de Saint-Exupéry 1, Du Pont de Nemours 1, de Villiers 1,
  Saint-Martin 2, Delacroix 3, Desmoulins 2, Lévêque 3, Hébert 4, Mallet 4, Poirier 4, Carré 4,
  Leclerc 5, Charpentier 4, Aubert 4, Caron 5, Benard-Lopez 1, Martin-Leroy 1, Dupuis-Moreau 1,
  Giraud 5, Marchand 5, Benali 3, Haddad 3, Bensaïd 2, Belkacem 2, Cohen 3, Lévy 3, Nguyen Van 1,
  Tran 3, Le 2, Rossi 3, Russo 2, Schmitt 5, Klein 4, Weber 4, Schneider 4, Wagner 3, Hoarau 2,
  Payet 2, Grondin 2, Rivière-Hoarau 1, Béranger 2, Bélanger 1, Thébault 2, Pétrel 1, Cazenave 2,
  Etcheverry 2, Iriarte 1, Oyhénart 1, Albertini 2, Santoni 2, Casanova 2, Orsini 1
`);

export const nationalites = ponderes(`
  Française 920, Portugaise 12, Italienne 10, Marocaine 10, Algérienne 8, Belge 6, Espagnole 6,
  Tunisienne 5, Allemande 4, Britannique 4, Turque 4, Chinoise 3, Suisse 3, Américaine 2,
  Sénégalaise 2, Roumaine 2, Polonaise 2
`);

export const villesEtrangeres = liste(`
  Casablanca (Maroc), Alger (Algérie), Tunis (Tunisie), Lisbonne (Portugal), Porto (Portugal),
  Bruxelles (Belgique), Genève (Suisse), Milan (Italie), Madrid (Espagne), Londres (Royaume-Uni),
  Dakar (Sénégal), Istanbul (Turquie), Shanghai (Chine), Montréal (Canada), Francfort (Allemagne)
`);
