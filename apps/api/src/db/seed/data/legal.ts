import type { SeedLegalPage } from '../types';

/*
 * Legal pages (privacy policy, imprint, terms). The identity used here is DEMO data and must be replaced
 * with the real details before the site goes live. German is the binding version; the other languages are
 * complete translations.
 */

const privacyDe = `> **Hinweis:** Dies sind Demodaten. Bitte vor der Veröffentlichung durch die echten Angaben ersetzen.

Stand: November 2026

Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Mit dieser Datenschutzerklärung informieren wir Sie gemäß Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir beim Besuch dieser Website und bei der Nutzung unserer Angebote verarbeiten, zu welchen Zwecken und auf welcher Rechtsgrundlage dies geschieht und welche Rechte Ihnen zustehen.

## 1. Verantwortliche

Verantwortlich für die Datenverarbeitung auf dieser Website ist:

Wegweiser Coaching – Anna Weber (Demodaten)
Anna Weber (Demo)
Musterstraße 1
10115 Berlin
Deutschland

E-Mail: kontakt@wegweiser-coaching.example
Telefon: +49 30 0000000 (Demo)

Eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten haben wir nicht benannt, da hierzu keine gesetzliche Pflicht besteht. Bei Fragen zum Datenschutz wenden Sie sich bitte direkt an die oben genannten Kontaktdaten.

## 2. Das Wichtigste im Überblick

- Wir verarbeiten personenbezogene Daten nur, soweit dies für eine funktionsfähige Website, unsere Inhalte und Leistungen erforderlich ist oder Sie eingewilligt haben.
- Wir setzen keine Werbe- oder Tracking-Dienste Dritter ein und verkaufen keine Daten.
- Schriftarten, Flaggen-Symbole, Bilder und eigene Videos liefern wir von unserem eigenen Server aus. Beim bloßen Aufruf unserer Seiten werden keine Verbindungen zu Schrift-, Video- oder Werbediensten Dritter aufgebaut.
- Die Webanalyse ist datenschutzfreundlich, läuft auf unserem eigenen Server und startet erst nach Ihrer ausdrücklichen Einwilligung.
- Die Verbindung zwischen Ihrem Browser und unserem Server ist per TLS (HTTPS) verschlüsselt.
- Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.

## 3. Rechtsgrundlagen

Wir stützen die Verarbeitung personenbezogener Daten insbesondere auf folgende Rechtsgrundlagen:

- **Art. 6 Abs. 1 lit. a DSGVO** – Ihre Einwilligung (z. B. Webanalyse, Newsletter, Laden externer Videos);
- **Art. 6 Abs. 1 lit. b DSGVO** – Erfüllung eines Vertrags oder vorvertragliche Maßnahmen (z. B. Anfragen zu und Durchführung von Coachings);
- **Art. 6 Abs. 1 lit. c DSGVO** – Erfüllung rechtlicher Pflichten (z. B. handels- und steuerrechtliche Aufbewahrungspflichten);
- **Art. 6 Abs. 1 lit. f DSGVO** – Wahrung berechtigter Interessen (z. B. sicherer und stabiler Betrieb der Website).

Für das Speichern von Informationen auf Ihrem Endgerät und den Zugriff auf dort gespeicherte Informationen gilt zusätzlich § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG): Unbedingt erforderliche Speicherungen erfolgen auf Grundlage von § 25 Abs. 2 Nr. 2 TDDDG, alle übrigen nur mit Ihrer Einwilligung nach § 25 Abs. 1 TDDDG.

## 4. Hosting und Server-Logfiles

Diese Website wird bei einem externen Hosting-Dienstleister betrieben (Demo: bitte Name und Anschrift des Hosting-Anbieters ergänzen). Er verarbeitet die Daten ausschließlich in unserem Auftrag und nach unseren Weisungen; mit ihm besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Die Server stehen in der Europäischen Union.

Bei jedem Aufruf unserer Website verarbeitet unser Server automatisch Informationen, die Ihr Browser übermittelt. Ihre vollständige IP-Adresse wird dabei nur kurzzeitig und technisch bedingt verwendet, um die Verbindung herzustellen und die Inhalte an Ihr Gerät auszuliefern. In den Server-Logfiles speichern wir:

- die **gekürzte IP-Adresse** (der letzte Teil wird vor dem Speichern entfernt, sodass kein Rückschluss auf einen einzelnen Anschluss mehr möglich ist),
- Datum und Uhrzeit des Zugriffs,
- die aufgerufene Seite oder Datei (URL) und die Anfragemethode,
- den HTTP-Statuscode und die übertragene Datenmenge,
- die zuvor besuchte Seite (Referrer), sofern Ihr Browser sie übermittelt,
- Browsertyp und -version sowie das Betriebssystem (User-Agent).

**Zweck:** technische Auslieferung der Website, Gewährleistung von Stabilität und Sicherheit sowie Erkennung und Abwehr von Angriffen und Fehlern.
**Rechtsgrundlage:** Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in einem sicheren und fehlerfreien Betrieb der Website.
**Speicherdauer:** Die Logfiles werden nach **7 Tagen** automatisch gelöscht. Ist im Einzelfall eine längere Aufbewahrung zur Aufklärung eines konkreten Sicherheitsvorfalls erforderlich, bewahren wir die betroffenen Einträge nur bis zu dessen Klärung auf.

Die Logdaten werden nicht mit anderen Datenquellen zusammengeführt und nicht zur Analyse Ihres Nutzungsverhaltens verwendet.

## 5. Cookies und lokaler Speicher (Local Storage)

Wir verwenden keine Werbe-, Marketing- oder Tracking-Cookies. Einige wenige Informationen legen wir jedoch als Cookie oder im lokalen Speicher Ihres Browsers (Local Storage) ab. Einträge im Local Storage bleiben auf Ihrem Gerät; Cookies sendet Ihr Browser bei Anfragen automatisch an unseren Server mit.

**Technisch erforderlich** – hierfür ist keine Einwilligung nötig (§ 25 Abs. 2 Nr. 2 TDDDG; soweit personenbezogene Daten betroffen sind, Art. 6 Abs. 1 lit. f DSGVO):

- **selectedLanguage** (Local Storage und gleichnamiges Cookie): speichert die von Ihnen gewählte Sprache, z. B. „de“ oder „en“. So erscheint die Website beim nächsten Besuch direkt in Ihrer Sprache; über das Cookie kann unser Server die Seite schon beim ersten Laden in dieser Sprache ausliefern. Der Eintrag bleibt gespeichert, bis Sie eine andere Sprache wählen oder die Website-Daten in Ihrem Browser löschen.
- **theme-mode** (Local Storage): speichert, ob Sie die helle oder die dunkle Darstellung gewählt haben („light“ oder „dark“). Der Eintrag bleibt gespeichert, bis Sie die Einstellung ändern oder die Website-Daten löschen.
- **analytics-consent** (Local Storage): speichert Ihre Entscheidung zur Webanalyse („granted“ für eingewilligt, „denied“ für abgelehnt). Nur so können wir Ihre Entscheidung beachten, ohne Sie bei jedem Seitenaufruf erneut zu fragen. Der Eintrag bleibt gespeichert, bis Sie Ihre Entscheidung ändern oder die Website-Daten löschen.
- **csrftoken** (Cookie): ein zufälliger Sicherheitswert, den unser Server nur setzt, wenn sich die Betreiberin oder der Betreiber dieser Website in der Verwaltungsoberfläche anmeldet. Er schützt deren Änderungen vor sogenannten Cross-Site-Request-Forgery-Angriffen, bei denen fremde Websites unbemerkt Anfragen im Namen einer angemeldeten Person senden. Besucherinnen und Besucher dieser Website erhalten dieses Cookie nicht; Newsletter-Anmeldung und Kontaktformular sind ohne Cookie geschützt, indem unser Server Anfragen ablehnt, die von fremden Websites stammen.

**Nur mit Ihrer Einwilligung** (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO):

- **Sitzungskennung der Webanalyse:** Erst nachdem Sie der Webanalyse zugestimmt haben, wird eine zufällig erzeugte Sitzungskennung zusammen mit dem Zeitpunkt Ihrer letzten Aktivität in Ihrem Browser gespeichert (siehe Abschnitt 6). Nach 30 Minuten ohne Aktivität beginnt eine neue Sitzung mit einer neuen Kennung.

Sie können Cookies und Website-Daten jederzeit über die Einstellungen Ihres Browsers einsehen und löschen. Wenn Sie technisch erforderliche Einträge löschen oder blockieren, funktionieren die Sprach- und Darstellungseinstellungen sowie unsere Formulare möglicherweise nicht wie vorgesehen.

## 6. Webanalyse (nur mit Ihrer Einwilligung)

Um zu verstehen, wie unsere Website genutzt wird, und um sie zu verbessern, setzen wir eine datenschutzfreundliche, selbst betriebene Webanalyse ein. Die Daten werden ausschließlich auf unserem eigenen Server bei unserem Hosting-Dienstleister (siehe Abschnitt 4) verarbeitet. Analyse- oder Werbedienste Dritter binden wir nicht ein.

**Einwilligung zuerst:** Beim ersten Besuch fragen wir Sie, ob Sie der Webanalyse zustimmen. Ablehnen ist genauso einfach wie Zustimmen. Solange Sie nicht zugestimmt haben, speichert die Webanalyse nichts auf Ihrem Gerät und sendet keine Daten. Übermittelt Ihr Browser das Signal „Do Not Track“, findet keine Webanalyse statt.

Nach Ihrer Einwilligung erfassen wir:

- die aufgerufenen Seiten (Pfad und Seitentitel), die Einstiegsseite und die zuvor besuchte Seite (Referrer),
- die Verweildauer auf einer Seite, die Navigationswege zwischen unseren Seiten und die Scrolltiefe (in Prozent),
- Klicks auf Elemente der Seite (Art und Kennung des Elements, die ersten 100 Zeichen seines Textes, gegebenenfalls das Linkziel sowie die Klickposition) und Interaktionen mit unseren Leistungen und Paketen (z. B. Ansehen einer Leistung oder Klick auf „Buchen“),
- technische Angaben: Browser und Betriebssystem (User-Agent), Bildschirmauflösung und Größe des sichtbaren Browserfensters (Viewport), die Spracheinstellung Ihres Browsers und Ihre Zeitzone,
- die Zeitpunkte dieser Ereignisse und die zufällige Sitzungskennung (siehe Abschnitt 5).

**Kein seitenübergreifendes Tracking:** Wir verfolgen Sie nicht über andere Websites hinweg und erstellen keine Profile. Die Analysedaten werden nicht mit anderen Daten zusammengeführt, nicht an Dritte weitergegeben und nicht für Werbung verwendet. Ihre IP-Adresse wird nicht in den Analysedaten gespeichert. Wir werten die Daten ausschließlich in zusammengefasster Form aus; eine Identifizierung einzelner Personen ist weder beabsichtigt noch vorgesehen.

**Rechtsgrundlage:** Ihre Einwilligung nach § 25 Abs. 1 TDDDG (Speichern und Auslesen der Sitzungskennung auf Ihrem Gerät) und Art. 6 Abs. 1 lit. a DSGVO (Verarbeitung der Analysedaten).
**Speicherdauer:** Die einzelnen Analyseereignisse werden nach spätestens 14 Monaten gelöscht. Darüber hinaus bewahren wir allenfalls zusammengefasste Statistiken ohne Personenbezug auf.

**Widerruf:** Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie Ihre Auswahl in den Datenschutz- bzw. Einwilligungseinstellungen dieser Website ändern oder die Website-Daten (Local Storage) dieser Website in Ihrem Browser löschen; beim nächsten Besuch fragen wir Sie dann erneut. Ab dem Widerruf werden keine Analysedaten mehr erfasst. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.

## 7. Newsletter

Sie können unseren Newsletter mit Impulsen, Neuigkeiten und Angeboten rund um Coaching abonnieren. Dafür benötigen wir nur Ihre E-Mail-Adresse.

**Double-Opt-in:** Nach Ihrer Anmeldung senden wir Ihnen eine E-Mail mit einem Bestätigungslink. Erst wenn Sie diesen Link anklicken, ist Ihre Anmeldung wirksam. So stellen wir sicher, dass niemand eine fremde E-Mail-Adresse einträgt. Nicht bestätigte Anmeldungen löschen wir nach spätestens 30 Tagen.

Im Rahmen der Anmeldung speichern wir:

- Ihre E-Mail-Adresse,
- die Sprache, in der Sie sich angemeldet haben (damit Sie den Newsletter in dieser Sprache erhalten),
- den Zeitpunkt der Anmeldung und den Zeitpunkt der Bestätigung,
- die gekürzte IP-Adresse, von der die Anmeldung kam (der letzte Teil wird vor dem Speichern entfernt),
- die Version des Einwilligungstextes, dem Sie zugestimmt haben.

**Rechtsgrundlage:** Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Die Protokollierung des Anmeldevorgangs dient dem Nachweis Ihrer Einwilligung (Art. 7 Abs. 1 DSGVO in Verbindung mit Art. 6 Abs. 1 lit. c DSGVO).
Für den Versand der E-Mails kann ein E-Mail-Dienstleister eingesetzt werden, der die Daten ausschließlich in unserem Auftrag verarbeitet (Art. 28 DSGVO).

**Abmeldung:** Sie können den Newsletter jederzeit abbestellen – über den Abmeldelink in jeder Newsletter-E-Mail oder mit einer Nachricht an kontakt@wegweiser-coaching.example. Nach der Abmeldung entfernen wir Ihre E-Mail-Adresse aus dem Verteiler. Die Angaben zum Nachweis Ihrer früheren Einwilligung bewahren wir bis zu drei Jahre nach Ende des Jahres der Abmeldung auf, um uns gegen etwaige Ansprüche verteidigen zu können (Art. 6 Abs. 1 lit. f DSGVO); für den Versand verwenden wir sie nicht mehr.

## 8. Kontaktformular, E-Mail und Telefon

Wenn Sie uns über das Kontaktformular, per E-Mail oder telefonisch kontaktieren, verarbeiten wir die Angaben, die Sie uns mitteilen, um Ihre Anfrage zu beantworten. Im Kontaktformular sind dies Ihr Name, Ihre E-Mail-Adresse und Ihre Nachricht (Pflichtangaben) sowie freiwillig Ihre Telefonnummer; öffnen Sie das Formular von einer Leistungs-, Paket- oder Stellenseite aus, außerdem deren Namen als Bezug Ihrer Anfrage. Zum Schutz vor Missbrauch speichern wir außerdem Datum und Uhrzeit der Übermittlung.

**Rechtsgrundlage:** Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage mit einem Vertrag oder dessen Anbahnung zusammenhängt (z. B. Fragen zu einem Coaching); in allen anderen Fällen Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in der Beantwortung der an uns gerichteten Anfragen.

Bitte teilen Sie uns über das Kontaktformular oder per E-Mail keine besonders sensiblen Angaben mit, etwa zu Ihrer Gesundheit. Solche Themen besprechen wir gern persönlich in einem Gespräch.

**Speicherdauer:** Wir löschen Ihre Anfrage, sobald sie abschließend bearbeitet ist und keine weitere Kommunikation zu erwarten ist, spätestens sechs Monate nach dem letzten Kontakt. Kommt ein Vertrag zustande, gelten die Fristen in Abschnitt 11. Gesetzliche Aufbewahrungspflichten bleiben unberührt.

## 9. Coaching-Kundinnen und -Kunden

Wenn Sie ein Coaching buchen, verarbeiten wir Ihre Kontaktdaten, vereinbarte Termine sowie Rechnungs- und Zahlungsdaten zur Durchführung und Abrechnung des Vertrags (Art. 6 Abs. 1 lit. b und c DSGVO). Notizen aus den Sitzungen behandeln wir streng vertraulich, verwenden sie ausschließlich für Ihr Coaching und löschen sie spätestens ein Jahr nach Abschluss des Coachings, sofern wir nichts anderes mit Ihnen vereinbaren.

Teilen Sie uns im Coaching freiwillig Informationen über Ihre Gesundheit mit, verarbeiten wir diese nur mit Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die Sie jederzeit widerrufen können. Für Online-Sitzungen teilen wir Ihnen das genutzte Videokonferenzsystem und die zugehörigen Datenschutzhinweise mit der Terminbestätigung mit.

## 10. Schriftarten und Videos

**Schriftarten:** Alle Schriftarten sind lokal auf unserem Server gespeichert und werden von dort geladen. Es findet keine Verbindung zu Google Fonts oder anderen externen Schriftdiensten statt.

**Videos:** Eigene Videos liefern wir von unserem Server aus. Ist ein Video eines externen Videodienstes eingebunden, zeigen wir zunächst nur ein Vorschaubild von unserem eigenen Server an; dabei werden keine Daten an den Videodienst übertragen. Erst wenn Sie auf „Abspielen“ klicken, wird das Video vom jeweiligen Videodienst geladen. Dabei erhält der Anbieter insbesondere Ihre IP-Adresse, Angaben zu Ihrem Browser und die Adresse der aufgerufenen Seite; er kann außerdem Cookies setzen und die Daten unter Umständen auch außerhalb der EU, etwa in den USA, verarbeiten. Mit dem Klick willigen Sie in diese Übermittlung ein (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Auf die weitere Verarbeitung durch den Anbieter haben wir keinen Einfluss; Einzelheiten entnehmen Sie bitte dessen Datenschutzerklärung.

## 11. Speicherdauer

Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungspflichten bestehen. Im Überblick:

- Server-Logfiles: 7 Tage;
- Analyseereignisse: höchstens 14 Monate;
- nicht bestätigte Newsletter-Anmeldungen: höchstens 30 Tage; bestätigte Anmeldungen bis zur Abmeldung, der Einwilligungsnachweis bis zu drei Jahre danach;
- Kontaktanfragen: höchstens sechs Monate nach dem letzten Kontakt;
- online gebuchte Termine (Name, E-Mail-Adresse, Telefonnummer, Nachricht): höchstens ein Jahr nach dem Termin;
- Sitzungsnotizen: höchstens ein Jahr nach Abschluss des Coachings;
- Vertrags-, Rechnungs- und Buchhaltungsunterlagen: nach den gesetzlichen Aufbewahrungsfristen, je nach Unterlage sechs bis zehn Jahre (§ 257 HGB, § 147 AO);
- Einträge in Ihrem Browser (Cookies, Local Storage): bis Sie sie löschen oder Ihre Einstellung ändern.

## 12. Empfänger und Übermittlung in Drittländer

Wir geben Ihre Daten nur weiter, soweit dies für die genannten Zwecke erforderlich ist oder eine gesetzliche Pflicht besteht. Empfänger sind insbesondere unser Hosting-Dienstleister und gegebenenfalls ein E-Mail-Dienstleister als Auftragsverarbeiter, bei Vertragsverhältnissen zudem unsere Steuerberatung sowie Behörden, soweit wir gesetzlich zur Übermittlung verpflichtet sind.

Eine Übermittlung in Länder außerhalb der Europäischen Union bzw. des Europäischen Wirtschaftsraums findet nicht statt – mit Ausnahme eines externen Videos, das Sie selbst per Klick laden (siehe Abschnitt 10).

## 13. Ihre Rechte

Ihnen stehen gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten zu:

- **Auskunft** über die von uns verarbeiteten Daten (Art. 15 DSGVO),
- **Berichtigung** unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO),
- **Löschung** Ihrer Daten (Art. 17 DSGVO),
- **Einschränkung** der Verarbeitung (Art. 18 DSGVO),
- **Mitteilung** an Empfänger über eine Berichtigung, Löschung oder Einschränkung (Art. 19 DSGVO),
- **Datenübertragbarkeit** (Art. 20 DSGVO),
- **Widerspruch** gegen die Verarbeitung (Art. 21 DSGVO),
- **Widerruf** erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).

**Widerspruchsrecht:** Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einlegen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.

Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an kontakt@wegweiser-coaching.example oder an unsere Postanschrift.

**Beschwerderecht:** Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. Die für uns zuständige Aufsichtsbehörde ist die **Berliner Beauftragte für Datenschutz und Informationsfreiheit** (www.datenschutz-berlin.de).

## 14. Pflicht zur Bereitstellung von Daten

Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die technisch erforderlichen Verbindungsdaten können wir Ihnen die Website jedoch nicht anzeigen; ohne E-Mail-Adresse können wir Ihnen keinen Newsletter senden und Ihre Anfrage über das Kontaktformular nicht beantworten.

## 15. Änderungen dieser Datenschutzerklärung

Wir passen diese Datenschutzerklärung an, wenn sich die Rechtslage, unsere Angebote oder die Art der Datenverarbeitung ändern. Es gilt jeweils die auf dieser Seite veröffentlichte aktuelle Fassung. Benötigt eine Änderung Ihre Einwilligung, holen wir diese vorher ein.
`;

const privacyEn = `> **Note:** This is demo data. Please replace it with the real details before publishing.

> **Note:** This translation is provided for your convenience. Only the German version is legally binding.

Last updated: November 2026

We take the protection of your personal data seriously. In this privacy policy we inform you, in accordance with Articles 13 and 14 of the General Data Protection Regulation (GDPR), which personal data we process when you visit this website and use our services, for what purposes and on what legal basis we do so, and which rights you have.

## 1. Controller

The controller responsible for data processing on this website is:

Wegweiser Coaching – Anna Weber (Demodaten)
Anna Weber (Demo)
Musterstraße 1
10115 Berlin
Germany

Email: kontakt@wegweiser-coaching.example
Phone: +49 30 0000000 (Demo)

We have not appointed a data protection officer, as we are not legally required to do so. If you have any questions about data protection, please contact us directly using the details above.

## 2. Overview

- We process personal data only insofar as this is necessary for a functioning website, our content and our services, or where you have given your consent.
- We do not use any third-party advertising or tracking services and we do not sell data.
- Fonts, flag icons, images and our own videos are delivered from our own server. Simply visiting our pages does not establish any connection to third-party font, video or advertising services.
- Our web analytics are privacy-friendly, run on our own server and start only after you have given your explicit consent.
- The connection between your browser and our server is encrypted using TLS (HTTPS).
- There is no automated decision-making, including profiling, within the meaning of Art. 22 GDPR.

## 3. Legal bases

We base the processing of personal data in particular on the following legal bases:

- **Art. 6(1)(a) GDPR** – your consent (e.g. web analytics, newsletter, loading external videos);
- **Art. 6(1)(b) GDPR** – performance of a contract or pre-contractual measures (e.g. enquiries about and delivery of coaching);
- **Art. 6(1)(c) GDPR** – compliance with legal obligations (e.g. retention obligations under commercial and tax law);
- **Art. 6(1)(f) GDPR** – legitimate interests (e.g. secure and stable operation of the website).

In addition, Section 25 of the German Telecommunications Digital Services Data Protection Act (TDDDG) applies to storing information on your device and accessing information stored there: strictly necessary storage is based on Section 25(2) no. 2 TDDDG; all other storage takes place only with your consent under Section 25(1) TDDDG.

## 4. Hosting and server log files

This website is operated by an external hosting provider (demo: please add the name and address of the hosting provider). The provider processes data exclusively on our behalf and in accordance with our instructions; we have concluded a data processing agreement with it pursuant to Art. 28 GDPR. The servers are located in the European Union.

Each time you access our website, our server automatically processes information transmitted by your browser. Your full IP address is used only briefly, for technical reasons, to establish the connection and deliver the content to your device. In the server log files we store:

- the **shortened IP address** (the last part is removed before storage, so that it can no longer be traced back to an individual connection),
- the date and time of access,
- the page or file requested (URL) and the request method,
- the HTTP status code and the amount of data transferred,
- the previously visited page (referrer), if transmitted by your browser,
- the browser type and version and the operating system (user agent).

**Purpose:** technical delivery of the website, ensuring stability and security, and detecting and preventing attacks and errors.
**Legal basis:** Art. 6(1)(f) GDPR. Our legitimate interest lies in the secure and error-free operation of the website.
**Retention period:** The log files are automatically deleted after **7 days**. If, in an individual case, longer retention is necessary to investigate a specific security incident, we keep the entries concerned only until the incident has been resolved.

The log data are not combined with other data sources and are not used to analyse your usage behaviour.

## 5. Cookies and local storage

We do not use advertising, marketing or tracking cookies. However, we store a small amount of information as cookies or in your browser’s local storage. Entries in local storage remain on your device; cookies are automatically sent by your browser to our server with each request.

**Technically necessary** – no consent is required for these (Section 25(2) no. 2 TDDDG; where personal data are concerned, Art. 6(1)(f) GDPR):

- **selectedLanguage** (local storage and a cookie of the same name): stores the language you have chosen, e.g. “de” or “en”. This means the website appears in your language straight away on your next visit; the cookie allows our server to deliver the page in that language from the very first load. The entry remains stored until you choose a different language or delete the website data in your browser.
- **theme-mode** (local storage): stores whether you have chosen the light or the dark display (“light” or “dark”). The entry remains stored until you change the setting or delete the website data.
- **analytics-consent** (local storage): stores your decision on web analytics (“granted” if you consented, “denied” if you declined). This is the only way we can respect your decision without asking you again on every page view. The entry remains stored until you change your decision or delete the website data.
- **csrftoken** (cookie): a random security value that our server sets only when the operator of this website signs in to its administration console. It protects the operator's changes against so-called cross-site request forgery attacks, in which other websites send requests in the name of a signed-in person without their knowledge. Visitors to this website do not receive this cookie; the newsletter sign-up and the contact form are protected without a cookie, because our server refuses requests that come from other websites.

**Only with your consent** (Section 25(1) TDDDG, Art. 6(1)(a) GDPR):

- **Web analytics session identifier:** Only after you have consented to web analytics is a randomly generated session identifier stored in your browser, together with the time of your last activity (see section 6). After 30 minutes of inactivity, a new session with a new identifier begins.

You can view and delete cookies and website data at any time in your browser settings. If you delete or block technically necessary entries, the language and display settings and our forms may not work as intended.

## 6. Web analytics (only with your consent)

To understand how our website is used and to improve it, we use privacy-friendly web analytics that we operate ourselves. The data are processed exclusively on our own server at our hosting provider (see section 4). We do not integrate any third-party analytics or advertising services.

**Consent first:** On your first visit we ask whether you agree to web analytics. Declining is just as easy as accepting. As long as you have not consented, the web analytics store nothing on your device and send no data. If your browser transmits the “Do Not Track” signal, no web analytics take place.

After you have given your consent, we record:

- the pages viewed (path and page title), the landing page and the previously visited page (referrer),
- the time spent on a page, the navigation paths between our pages and the scroll depth (as a percentage),
- clicks on page elements (type and identifier of the element, the first 100 characters of its text, where applicable the link target, and the click position) as well as interactions with our services and packages (e.g. viewing a service or clicking “Book”),
- technical information: browser and operating system (user agent), screen resolution and the size of the visible browser window (viewport), your browser’s language setting and your time zone,
- the times of these events and the random session identifier (see section 5).

**No cross-site tracking:** We do not track you across other websites and we do not create profiles. The analytics data are not combined with other data, not passed on to third parties and not used for advertising. Your IP address is not stored in the analytics data. We evaluate the data exclusively in aggregated form; identifying individual persons is neither intended nor provided for.

**Legal basis:** your consent under Section 25(1) TDDDG (storing and reading the session identifier on your device) and Art. 6(1)(a) GDPR (processing of the analytics data).
**Retention period:** Individual analytics events are deleted after 14 months at the latest. Beyond that, we keep at most aggregated statistics that do not relate to any person.

**Withdrawal:** You can withdraw your consent at any time with effect for the future by changing your choice in the privacy or consent settings of this website, or by deleting this website’s data (local storage) in your browser; we will then ask you again on your next visit. From the time of withdrawal, no further analytics data are recorded. The lawfulness of processing carried out before the withdrawal remains unaffected.

## 7. Newsletter

You can subscribe to our newsletter with ideas, news and offers relating to coaching. All we need for this is your email address.

**Double opt-in:** After you sign up, we send you an email with a confirmation link. Your subscription only becomes effective once you click this link. This ensures that nobody can sign up someone else’s email address. We delete unconfirmed sign-ups after 30 days at the latest.

When you sign up, we store:

- your email address,
- the language in which you signed up (so that you receive the newsletter in that language),
- the time of sign-up and the time of confirmation,
- the shortened IP address the sign-up came from (the last part is removed before storage),
- the version of the consent text you agreed to.

**Legal basis:** your consent (Art. 6(1)(a) GDPR). Logging the sign-up process serves as proof of your consent (Art. 7(1) GDPR in conjunction with Art. 6(1)(c) GDPR).
An email service provider that processes the data exclusively on our behalf (Art. 28 GDPR) may be used to send the emails.

**Unsubscribing:** You can unsubscribe from the newsletter at any time – via the unsubscribe link in every newsletter email or by sending a message to kontakt@wegweiser-coaching.example. After you unsubscribe, we remove your email address from the mailing list. We keep the records proving your earlier consent for up to three years after the end of the year in which you unsubscribed, in order to be able to defend ourselves against any claims (Art. 6(1)(f) GDPR); we no longer use them for sending.

## 8. Contact form, email and telephone

If you contact us via the contact form, by email or by telephone, we process the information you provide in order to answer your enquiry. In the contact form, this is your name, your email address and your message (mandatory) as well as, optionally, your telephone number; if you open the form from a service, package or job page, also its name as the reference of your enquiry. To protect against misuse, we also store the date and time of submission.

**Legal basis:** Art. 6(1)(b) GDPR if your enquiry relates to a contract or to steps prior to entering into a contract (e.g. questions about coaching); in all other cases Art. 6(1)(f) GDPR. Our legitimate interest lies in answering the enquiries addressed to us.

Please do not send us particularly sensitive information, for example about your health, via the contact form or by email. We are happy to discuss such topics with you in person.

**Retention period:** We delete your enquiry once it has been dealt with completely and no further communication is expected, at the latest six months after the last contact. If a contract is concluded, the periods set out in section 11 apply. Statutory retention obligations remain unaffected.

## 9. Coaching clients

If you book coaching, we process your contact details, agreed appointments and invoicing and payment data in order to perform and invoice the contract (Art. 6(1)(b) and (c) GDPR). We treat notes from the sessions as strictly confidential, use them exclusively for your coaching and delete them no later than one year after the coaching has ended, unless we agree otherwise with you.

If you voluntarily share information about your health with us during coaching, we process it only with your explicit consent (Art. 9(2)(a) GDPR), which you can withdraw at any time. For online sessions, we inform you of the video conferencing system used and the related privacy information together with the appointment confirmation.

## 10. Fonts and videos

**Fonts:** All fonts are stored locally on our server and loaded from there. There is no connection to Google Fonts or other external font services.

**Videos:** We deliver our own videos from our own server. Where a video from an external video service is embedded, we initially display only a preview image from our own server; no data are transmitted to the video service at that point. Only when you click “Play” is the video loaded from the respective video service. In doing so, the provider receives in particular your IP address, information about your browser and the address of the page you are viewing; it may also set cookies and may process the data outside the EU, for example in the USA. By clicking, you consent to this transmission (Art. 6(1)(a) GDPR, Section 25(1) TDDDG). We have no influence on further processing by the provider; for details, please refer to its privacy policy.

## 11. Retention periods

We store personal data only for as long as is necessary for the respective purpose or as required by statutory retention obligations. Overview:

- server log files: 7 days;
- analytics events: no longer than 14 months;
- unconfirmed newsletter sign-ups: no longer than 30 days; confirmed subscriptions until you unsubscribe, proof of consent for up to three years thereafter;
- contact enquiries: no longer than six months after the last contact;
- appointments booked online (name, email address, phone number, message): no longer than one year after the appointment;
- session notes: no longer than one year after the coaching has ended;
- contract, invoicing and accounting records: in accordance with the statutory retention periods, six to ten years depending on the document (Section 257 German Commercial Code (HGB), Section 147 German Fiscal Code (AO));
- entries in your browser (cookies, local storage): until you delete them or change your setting.

## 12. Recipients and transfers to third countries

We pass on your data only insofar as this is necessary for the purposes stated or where there is a legal obligation to do so. Recipients are in particular our hosting provider and, where applicable, an email service provider acting as processors; in the case of contractual relationships, also our tax advisers and public authorities where we are legally obliged to disclose data.

Data are not transferred to countries outside the European Union or the European Economic Area – with the exception of an external video that you load yourself by clicking (see section 10).

## 13. Your rights

You have the following rights with regard to your personal data:

- **access** to the data we process (Art. 15 GDPR),
- **rectification** of inaccurate data or completion of incomplete data (Art. 16 GDPR),
- **erasure** of your data (Art. 17 GDPR),
- **restriction** of processing (Art. 18 GDPR),
- **notification** of recipients about any rectification, erasure or restriction (Art. 19 GDPR),
- **data portability** (Art. 20 GDPR),
- **objection** to processing (Art. 21 GDPR),
- **withdrawal** of any consent given, with effect for the future (Art. 7(3) GDPR).

**Right to object:** Where we process your data on the basis of legitimate interests (Art. 6(1)(f) GDPR), you may object to this processing at any time on grounds relating to your particular situation. We will then no longer process the data unless we can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.

To exercise your rights, an informal message to kontakt@wegweiser-coaching.example or to our postal address is sufficient.

**Right to lodge a complaint:** You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the Member State of your habitual residence, your place of work or the place of the alleged infringement. The supervisory authority responsible for us is the **Berlin Commissioner for Data Protection and Freedom of Information** (Berliner Beauftragte für Datenschutz und Informationsfreiheit, www.datenschutz-berlin.de).

## 14. Obligation to provide data

You are under no legal or contractual obligation to provide us with personal data. Without the technically necessary connection data, however, we cannot display the website to you; without an email address, we cannot send you a newsletter or answer your enquiry via the contact form.

## 15. Changes to this privacy policy

We will update this privacy policy if the legal situation, our services or the way we process data change. The current version published on this page applies. If a change requires your consent, we will obtain it beforehand.
`;

const privacyEs = `> **Aviso:** Estos son datos de demostración. Sustitúyalos por los datos reales antes de la publicación.

> **Nota:** Esta traducción se facilita únicamente para su comodidad. Solo la versión alemana es jurídicamente vinculante.

Última actualización: noviembre de 2026

La protección de sus datos personales es importante para nosotros. En esta política de privacidad le informamos, conforme a los artículos 13 y 14 del Reglamento General de Protección de Datos (RGPD), de qué datos personales tratamos cuando visita este sitio web y utiliza nuestros servicios, con qué fines y sobre qué base jurídica lo hacemos, y de qué derechos le asisten.

## 1. Responsable del tratamiento

El responsable del tratamiento de datos en este sitio web es:

Wegweiser Coaching – Anna Weber (Demodaten)
Anna Weber (Demo)
Musterstraße 1
10115 Berlín
Alemania

Correo electrónico: kontakt@wegweiser-coaching.example
Teléfono: +49 30 0000000 (Demo)

No hemos designado un delegado de protección de datos, ya que no existe obligación legal de hacerlo. Si tiene preguntas sobre protección de datos, diríjase directamente a los datos de contacto indicados arriba.

## 2. Lo esencial en resumen

- Solo tratamos datos personales en la medida en que sea necesario para el funcionamiento del sitio web, nuestros contenidos y nuestros servicios, o cuando usted haya dado su consentimiento.
- No utilizamos servicios de publicidad ni de seguimiento de terceros y no vendemos datos.
- Las fuentes tipográficas, los iconos de banderas, las imágenes y nuestros propios vídeos se sirven desde nuestro propio servidor. La mera visita a nuestras páginas no establece ninguna conexión con servicios de terceros de fuentes, vídeo o publicidad.
- La analítica web respeta la privacidad, funciona en nuestro propio servidor y solo se activa tras su consentimiento expreso.
- La conexión entre su navegador y nuestro servidor está cifrada mediante TLS (HTTPS).
- No se toman decisiones automatizadas, incluida la elaboración de perfiles, en el sentido del art. 22 del RGPD.

## 3. Bases jurídicas

Basamos el tratamiento de datos personales, en particular, en las siguientes bases jurídicas:

- **Art. 6, apdo. 1, letra a) del RGPD** – su consentimiento (p. ej., analítica web, boletín informativo, carga de vídeos externos);
- **Art. 6, apdo. 1, letra b) del RGPD** – ejecución de un contrato o aplicación de medidas precontractuales (p. ej., consultas sobre coaching y su realización);
- **Art. 6, apdo. 1, letra c) del RGPD** – cumplimiento de obligaciones legales (p. ej., obligaciones de conservación mercantiles y fiscales);
- **Art. 6, apdo. 1, letra f) del RGPD** – intereses legítimos (p. ej., funcionamiento seguro y estable del sitio web).

Además, al almacenamiento de información en su dispositivo y al acceso a la información allí almacenada se aplica el § 25 de la Ley alemana de protección de datos en las telecomunicaciones y los servicios digitales (TDDDG): los almacenamientos estrictamente necesarios se basan en el § 25, apdo. 2, n.º 2 de la TDDDG; todos los demás solo se realizan con su consentimiento conforme al § 25, apdo. 1 de la TDDDG.

## 4. Alojamiento y archivos de registro del servidor

Este sitio web está alojado en un proveedor externo de alojamiento (demo: añada el nombre y la dirección del proveedor de alojamiento). Este trata los datos exclusivamente por cuenta nuestra y siguiendo nuestras instrucciones; hemos celebrado con él un contrato de encargo del tratamiento conforme al art. 28 del RGPD. Los servidores se encuentran en la Unión Europea.

Cada vez que accede a nuestro sitio web, nuestro servidor trata automáticamente la información que transmite su navegador. Su dirección IP completa solo se utiliza brevemente y por motivos técnicos para establecer la conexión y entregar los contenidos a su dispositivo. En los archivos de registro del servidor almacenamos:

- la **dirección IP acortada** (la última parte se elimina antes de almacenarla, de modo que ya no es posible asociarla a una conexión concreta),
- la fecha y la hora del acceso,
- la página o el archivo solicitado (URL) y el método de la solicitud,
- el código de estado HTTP y la cantidad de datos transferidos,
- la página visitada anteriormente (referrer), si su navegador la transmite,
- el tipo y la versión del navegador y el sistema operativo (user agent).

**Finalidad:** entrega técnica del sitio web, garantía de su estabilidad y seguridad, y detección y defensa frente a ataques y errores.
**Base jurídica:** art. 6, apdo. 1, letra f) del RGPD. Nuestro interés legítimo consiste en un funcionamiento seguro y sin errores del sitio web.
**Plazo de conservación:** los archivos de registro se eliminan automáticamente al cabo de **7 días**. Si en un caso concreto fuera necesario conservarlos más tiempo para investigar un incidente de seguridad determinado, conservamos las entradas afectadas solo hasta su esclarecimiento.

Los datos de registro no se combinan con otras fuentes de datos ni se utilizan para analizar su comportamiento de uso.

## 5. Cookies y almacenamiento local (local storage)

No utilizamos cookies de publicidad, marketing ni seguimiento. No obstante, guardamos una pequeña cantidad de información como cookies o en el almacenamiento local de su navegador (local storage). Las entradas del almacenamiento local permanecen en su dispositivo; las cookies las envía su navegador automáticamente a nuestro servidor con cada solicitud.

**Técnicamente necesarias** – no requieren consentimiento (§ 25, apdo. 2, n.º 2 de la TDDDG; en la medida en que afecten a datos personales, art. 6, apdo. 1, letra f) del RGPD):

- **selectedLanguage** (almacenamiento local y cookie del mismo nombre): guarda el idioma que ha elegido, p. ej., «de» o «en». Así, el sitio web aparece directamente en su idioma en su próxima visita; gracias a la cookie, nuestro servidor puede entregar la página en ese idioma ya desde la primera carga. La entrada se conserva hasta que elija otro idioma o elimine los datos del sitio en su navegador.
- **theme-mode** (almacenamiento local): guarda si ha elegido la visualización clara u oscura («light» o «dark»). La entrada se conserva hasta que cambie la configuración o elimine los datos del sitio.
- **analytics-consent** (almacenamiento local): guarda su decisión sobre la analítica web («granted» si ha dado su consentimiento, «denied» si lo ha rechazado). Solo así podemos respetar su decisión sin volver a preguntarle en cada página. La entrada se conserva hasta que cambie su decisión o elimine los datos del sitio.
- **csrftoken** (cookie): un valor de seguridad aleatorio que nuestro servidor establece solo cuando la persona responsable de este sitio web inicia sesión en su consola de administración. Protege sus cambios frente a los llamados ataques de falsificación de petición en sitios cruzados (CSRF), en los que otros sitios web envían solicitudes en nombre de una persona con sesión iniciada sin que lo sepa. Los visitantes de este sitio web no reciben esta cookie; la suscripción al boletín y el formulario de contacto están protegidos sin cookie, porque nuestro servidor rechaza las solicitudes que proceden de otros sitios web.

**Solo con su consentimiento** (§ 25, apdo. 1 de la TDDDG, art. 6, apdo. 1, letra a) del RGPD):

- **Identificador de sesión de la analítica web:** solo después de que haya dado su consentimiento a la analítica web se guarda en su navegador un identificador de sesión generado aleatoriamente, junto con el momento de su última actividad (véase el apartado 6). Tras 30 minutos sin actividad comienza una nueva sesión con un nuevo identificador.

Puede consultar y eliminar en cualquier momento las cookies y los datos del sitio desde la configuración de su navegador. Si elimina o bloquea entradas técnicamente necesarias, es posible que la configuración de idioma y de visualización y nuestros formularios no funcionen como está previsto.

## 6. Analítica web (solo con su consentimiento)

Para entender cómo se utiliza nuestro sitio web y mejorarlo, empleamos una analítica web respetuosa con la privacidad que gestionamos nosotros mismos. Los datos se tratan exclusivamente en nuestro propio servidor, en nuestro proveedor de alojamiento (véase el apartado 4). No integramos servicios de analítica ni de publicidad de terceros.

**Primero, el consentimiento:** en su primera visita le preguntamos si acepta la analítica web. Rechazarla es tan fácil como aceptarla. Mientras no haya dado su consentimiento, la analítica web no guarda nada en su dispositivo ni envía ningún dato. Si su navegador transmite la señal «Do Not Track», no se realiza ninguna analítica web.

Tras su consentimiento registramos:

- las páginas visitadas (ruta y título de la página), la página de entrada y la página visitada anteriormente (referrer),
- el tiempo de permanencia en una página, los recorridos de navegación entre nuestras páginas y la profundidad de desplazamiento (en porcentaje),
- los clics en elementos de la página (tipo e identificador del elemento, los primeros 100 caracteres de su texto, en su caso el destino del enlace y la posición del clic), así como las interacciones con nuestros servicios y paquetes (p. ej., ver un servicio o hacer clic en «Reservar»),
- datos técnicos: navegador y sistema operativo (user agent), resolución de pantalla y tamaño de la ventana visible del navegador (viewport), el idioma configurado en su navegador y su zona horaria,
- el momento de estos eventos y el identificador de sesión aleatorio (véase el apartado 5).

**Sin seguimiento entre sitios:** no le seguimos a través de otros sitios web ni creamos perfiles. Los datos de analítica no se combinan con otros datos, no se ceden a terceros y no se utilizan con fines publicitarios. Su dirección IP no se almacena en los datos de analítica. Evaluamos los datos exclusivamente de forma agregada; la identificación de personas concretas no es ni nuestra intención ni está prevista.

**Base jurídica:** su consentimiento conforme al § 25, apdo. 1 de la TDDDG (almacenamiento y lectura del identificador de sesión en su dispositivo) y al art. 6, apdo. 1, letra a) del RGPD (tratamiento de los datos de analítica).
**Plazo de conservación:** los eventos de analítica individuales se eliminan como máximo a los 14 meses. Más allá de ese plazo, conservamos como mucho estadísticas agregadas sin referencia a personas.

**Revocación:** puede revocar su consentimiento en cualquier momento con efecto para el futuro cambiando su elección en la configuración de privacidad o de consentimiento de este sitio web, o eliminando los datos de este sitio (almacenamiento local) en su navegador; en su próxima visita volveremos a preguntarle. A partir de la revocación no se registran más datos de analítica. La licitud del tratamiento realizado hasta la revocación no se ve afectada.

## 7. Boletín informativo

Puede suscribirse a nuestro boletín con ideas, novedades y ofertas relacionadas con el coaching. Para ello solo necesitamos su dirección de correo electrónico.

**Doble confirmación (double opt-in):** tras su suscripción le enviamos un correo electrónico con un enlace de confirmación. Su suscripción solo es efectiva cuando hace clic en ese enlace. Así garantizamos que nadie pueda registrar una dirección de correo electrónico ajena. Eliminamos las suscripciones no confirmadas como máximo a los 30 días.

Con motivo de la suscripción almacenamos:

- su dirección de correo electrónico,
- el idioma en el que se suscribió (para que reciba el boletín en ese idioma),
- el momento de la suscripción y el momento de la confirmación,
- la dirección IP abreviada desde la que se realizó la suscripción (la última parte se elimina antes de guardarla),
- la versión del texto de consentimiento que aceptó.

**Base jurídica:** su consentimiento (art. 6, apdo. 1, letra a) del RGPD). El registro del proceso de suscripción sirve para acreditar su consentimiento (art. 7, apdo. 1 del RGPD en relación con el art. 6, apdo. 1, letra c) del RGPD).
Para el envío de los correos puede utilizarse un proveedor de servicios de correo electrónico que trata los datos exclusivamente por cuenta nuestra (art. 28 del RGPD).

**Baja:** puede darse de baja del boletín en cualquier momento, a través del enlace de baja incluido en cada correo del boletín o enviando un mensaje a kontakt@wegweiser-coaching.example. Tras la baja, eliminamos su dirección de correo electrónico de la lista de distribución. Conservamos los datos que acreditan su consentimiento anterior durante un máximo de tres años desde el final del año de la baja, para poder defendernos frente a posibles reclamaciones (art. 6, apdo. 1, letra f) del RGPD); ya no los utilizamos para envíos.

## 8. Formulario de contacto, correo electrónico y teléfono

Si se pone en contacto con nosotros a través del formulario de contacto, por correo electrónico o por teléfono, tratamos los datos que nos facilita para responder a su consulta. En el formulario de contacto se trata de su nombre, su dirección de correo electrónico y su mensaje (datos obligatorios), así como, de forma voluntaria, su número de teléfono; si abre el formulario desde la página de un servicio, un paquete o una oferta de empleo, también su nombre como referencia de su consulta. Para protegernos frente a abusos, almacenamos además la fecha y la hora del envío.

**Base jurídica:** art. 6, apdo. 1, letra b) del RGPD, si su consulta está relacionada con un contrato o con su preparación (p. ej., preguntas sobre un coaching); en todos los demás casos, art. 6, apdo. 1, letra f) del RGPD. Nuestro interés legítimo consiste en responder a las consultas que se nos dirigen.

Le rogamos que no nos comunique a través del formulario de contacto ni por correo electrónico información especialmente sensible, por ejemplo sobre su salud. Con mucho gusto trataremos esos temas personalmente en una conversación.

**Plazo de conservación:** eliminamos su consulta en cuanto se haya tramitado por completo y no se prevea más comunicación, a más tardar seis meses después del último contacto. Si se celebra un contrato, se aplican los plazos del apartado 11. Las obligaciones legales de conservación no se ven afectadas.

## 9. Clientes de coaching

Si reserva un coaching, tratamos sus datos de contacto, las citas acordadas y los datos de facturación y pago para ejecutar y facturar el contrato (art. 6, apdo. 1, letras b) y c) del RGPD). Tratamos las notas de las sesiones con estricta confidencialidad, las utilizamos exclusivamente para su coaching y las eliminamos a más tardar un año después de finalizar el coaching, salvo que acordemos otra cosa con usted.

Si durante el coaching nos comunica voluntariamente información sobre su salud, solo la tratamos con su consentimiento explícito (art. 9, apdo. 2, letra a) del RGPD), que puede revocar en cualquier momento. Para las sesiones en línea, le informamos junto con la confirmación de la cita del sistema de videoconferencia utilizado y de la correspondiente información sobre protección de datos.

## 10. Fuentes tipográficas y vídeos

**Fuentes tipográficas:** todas las fuentes están almacenadas localmente en nuestro servidor y se cargan desde allí. No se establece ninguna conexión con Google Fonts ni con otros servicios externos de fuentes.

**Vídeos:** servimos nuestros propios vídeos desde nuestro servidor. Si se integra un vídeo de un servicio de vídeo externo, al principio solo mostramos una imagen de vista previa desde nuestro propio servidor; en ese momento no se transmite ningún dato al servicio de vídeo. Solo cuando hace clic en «Reproducir» se carga el vídeo desde el servicio de vídeo correspondiente. El proveedor recibe entonces, en particular, su dirección IP, información sobre su navegador y la dirección de la página visitada; además, puede establecer cookies y, en determinadas circunstancias, tratar los datos fuera de la UE, por ejemplo en EE. UU. Al hacer clic, usted consiente esta transmisión (art. 6, apdo. 1, letra a) del RGPD, § 25, apdo. 1 de la TDDDG). No tenemos influencia sobre el tratamiento posterior por parte del proveedor; puede consultar los detalles en su política de privacidad.

## 11. Plazos de conservación

Solo conservamos los datos personales mientras sea necesario para la finalidad correspondiente o mientras existan obligaciones legales de conservación. Resumen:

- archivos de registro del servidor: 7 días;
- eventos de analítica: como máximo 14 meses;
- suscripciones al boletín no confirmadas: como máximo 30 días; suscripciones confirmadas, hasta la baja; la prueba del consentimiento, hasta tres años después;
- consultas de contacto: como máximo seis meses después del último contacto;
- citas reservadas en línea (nombre, dirección de correo electrónico, teléfono, mensaje): como máximo un año después de la cita;
- notas de las sesiones: como máximo un año después de finalizar el coaching;
- documentación contractual, de facturación y contable: según los plazos legales de conservación, de seis a diez años según el documento (§ 257 del Código de Comercio alemán, HGB; § 147 del Código Tributario alemán, AO);
- entradas en su navegador (cookies, almacenamiento local): hasta que las elimine o cambie su configuración.

## 12. Destinatarios y transferencias a terceros países

Solo comunicamos sus datos en la medida en que sea necesario para las finalidades indicadas o exista una obligación legal. Son destinatarios, en particular, nuestro proveedor de alojamiento y, en su caso, un proveedor de servicios de correo electrónico como encargados del tratamiento; en el marco de relaciones contractuales, además, nuestra asesoría fiscal y las autoridades, en la medida en que estemos legalmente obligados a la comunicación.

No se realizan transferencias a países fuera de la Unión Europea o del Espacio Económico Europeo, con la excepción de un vídeo externo que usted mismo cargue mediante un clic (véase el apartado 10).

## 13. Sus derechos

Con respecto a sus datos personales, le asisten los siguientes derechos frente a nosotros:

- **acceso** a los datos que tratamos (art. 15 del RGPD),
- **rectificación** de datos inexactos o compleción de datos incompletos (art. 16 del RGPD),
- **supresión** de sus datos (art. 17 del RGPD),
- **limitación** del tratamiento (art. 18 del RGPD),
- **notificación** a los destinatarios de cualquier rectificación, supresión o limitación (art. 19 del RGPD),
- **portabilidad** de los datos (art. 20 del RGPD),
- **oposición** al tratamiento (art. 21 del RGPD),
- **revocación** de los consentimientos otorgados con efecto para el futuro (art. 7, apdo. 3 del RGPD).

**Derecho de oposición:** cuando tratemos sus datos sobre la base de intereses legítimos (art. 6, apdo. 1, letra f) del RGPD), puede oponerse en cualquier momento a dicho tratamiento por motivos relacionados con su situación particular. En ese caso dejaremos de tratar los datos, salvo que acreditemos motivos legítimos imperiosos que prevalezcan sobre sus intereses, derechos y libertades, o que el tratamiento sirva para la formulación, el ejercicio o la defensa de reclamaciones.

Para ejercer sus derechos basta con un mensaje informal a kontakt@wegweiser-coaching.example o a nuestra dirección postal.

**Derecho a presentar una reclamación:** tiene derecho a presentar una reclamación ante una autoridad de control de protección de datos (art. 77 del RGPD), en particular en el Estado miembro de su residencia habitual, de su lugar de trabajo o del lugar de la supuesta infracción. La autoridad de control competente para nosotros es la **Comisionada de Protección de Datos y Libertad de Información de Berlín** (Berliner Beauftragte für Datenschutz und Informationsfreiheit, www.datenschutz-berlin.de).

## 14. Obligación de facilitar datos

No está obligado legal ni contractualmente a facilitarnos datos personales. Sin embargo, sin los datos de conexión técnicamente necesarios no podemos mostrarle el sitio web; sin una dirección de correo electrónico no podemos enviarle el boletín ni responder a su consulta a través del formulario de contacto.

## 15. Modificaciones de esta política de privacidad

Adaptaremos esta política de privacidad cuando cambien la situación jurídica, nuestros servicios o la forma en que tratamos los datos. Se aplica en cada caso la versión vigente publicada en esta página. Si una modificación requiere su consentimiento, lo recabaremos previamente.
`;

const privacyFr = `> **Avertissement :** Il s’agit de données de démonstration. Veuillez les remplacer par les informations réelles avant la publication.

> **Remarque :** Cette traduction est fournie à titre indicatif. Seule la version allemande fait foi.

Dernière mise à jour : novembre 2026

La protection de vos données personnelles nous tient à cœur. Dans la présente politique de confidentialité, nous vous informons, conformément aux articles 13 et 14 du règlement général sur la protection des données (RGPD), des données personnelles que nous traitons lorsque vous consultez ce site web et utilisez nos services, des finalités et des bases juridiques de ces traitements ainsi que des droits dont vous disposez.

## 1. Responsable du traitement

Le responsable du traitement des données sur ce site web est :

Wegweiser Coaching – Anna Weber (Demodaten)
Anna Weber (Demo)
Musterstraße 1
10115 Berlin
Allemagne

E-mail : kontakt@wegweiser-coaching.example
Téléphone : +49 30 0000000 (Demo)

Nous n’avons pas désigné de délégué à la protection des données, car aucune obligation légale ne l’impose. Pour toute question relative à la protection des données, veuillez nous contacter directement aux coordonnées indiquées ci-dessus.

## 2. L’essentiel en bref

- Nous ne traitons des données personnelles que dans la mesure nécessaire au bon fonctionnement du site web, à nos contenus et à nos prestations, ou lorsque vous y avez consenti.
- Nous n’utilisons aucun service tiers de publicité ou de suivi et ne vendons aucune donnée.
- Les polices de caractères, les icônes de drapeaux, les images et nos propres vidéos sont fournies depuis notre propre serveur. La simple consultation de nos pages n’établit aucune connexion avec des services tiers de polices, de vidéo ou de publicité.
- Notre mesure d’audience respecte la vie privée, fonctionne sur notre propre serveur et ne démarre qu’après votre consentement explicite.
- La connexion entre votre navigateur et notre serveur est chiffrée par TLS (HTTPS).
- Aucune prise de décision automatisée, y compris le profilage, au sens de l’article 22 du RGPD n’a lieu.

## 3. Bases juridiques

Nous fondons le traitement des données personnelles notamment sur les bases juridiques suivantes :

- **Art. 6, paragraphe 1, point a) du RGPD** – votre consentement (par ex. mesure d’audience, newsletter, chargement de vidéos externes) ;
- **Art. 6, paragraphe 1, point b) du RGPD** – exécution d’un contrat ou mesures précontractuelles (par ex. demandes concernant un coaching et sa réalisation) ;
- **Art. 6, paragraphe 1, point c) du RGPD** – respect d’obligations légales (par ex. obligations de conservation en matière commerciale et fiscale) ;
- **Art. 6, paragraphe 1, point f) du RGPD** – intérêts légitimes (par ex. exploitation sûre et stable du site web).

En outre, le stockage d’informations sur votre terminal et l’accès à des informations qui y sont stockées sont régis par le § 25 de la loi allemande sur la protection des données dans les télécommunications et les services numériques (TDDDG) : les stockages strictement nécessaires reposent sur le § 25, alinéa 2, n° 2 TDDDG ; tous les autres n’ont lieu qu’avec votre consentement conformément au § 25, alinéa 1 TDDDG.

## 4. Hébergement et fichiers journaux du serveur

Ce site web est exploité par un hébergeur externe (démo : veuillez compléter le nom et l’adresse de l’hébergeur). Celui-ci traite les données exclusivement pour notre compte et selon nos instructions ; nous avons conclu avec lui un contrat de sous-traitance conformément à l’article 28 du RGPD. Les serveurs sont situés dans l’Union européenne.

À chaque consultation de notre site web, notre serveur traite automatiquement des informations transmises par votre navigateur. Votre adresse IP complète n’est utilisée que brièvement et pour des raisons techniques, afin d’établir la connexion et de transmettre les contenus à votre appareil. Dans les fichiers journaux du serveur, nous enregistrons :

- l’**adresse IP raccourcie** (la dernière partie est supprimée avant l’enregistrement, de sorte qu’il n’est plus possible de remonter à une connexion individuelle),
- la date et l’heure de l’accès,
- la page ou le fichier demandé (URL) et la méthode de la requête,
- le code de statut HTTP et le volume de données transféré,
- la page consultée précédemment (référent), si votre navigateur la transmet,
- le type et la version du navigateur ainsi que le système d’exploitation (user agent).

**Finalité :** fourniture technique du site web, garantie de sa stabilité et de sa sécurité, détection et prévention des attaques et des erreurs.
**Base juridique :** article 6, paragraphe 1, point f) du RGPD. Notre intérêt légitime réside dans une exploitation sûre et sans erreur du site web.
**Durée de conservation :** les fichiers journaux sont automatiquement supprimés au bout de **7 jours**. Si, dans un cas particulier, une conservation plus longue est nécessaire pour élucider un incident de sécurité précis, nous ne conservons les entrées concernées que jusqu’à la clarification de celui-ci.

Les données des journaux ne sont pas croisées avec d’autres sources de données et ne sont pas utilisées pour analyser votre comportement de navigation.

## 5. Cookies et stockage local (local storage)

Nous n’utilisons pas de cookies publicitaires, marketing ou de suivi. Nous enregistrons toutefois quelques informations sous forme de cookies ou dans le stockage local de votre navigateur (local storage). Les entrées du stockage local restent sur votre appareil ; les cookies sont automatiquement envoyés par votre navigateur à notre serveur à chaque requête.

**Techniquement nécessaires** – aucun consentement n’est requis (§ 25, alinéa 2, n° 2 TDDDG ; dans la mesure où des données personnelles sont concernées, article 6, paragraphe 1, point f) du RGPD) :

- **selectedLanguage** (stockage local et cookie du même nom) : enregistre la langue que vous avez choisie, par ex. « de » ou « en ». Ainsi, le site s’affiche directement dans votre langue lors de votre prochaine visite ; grâce au cookie, notre serveur peut fournir la page dans cette langue dès le premier chargement. L’entrée reste enregistrée jusqu’à ce que vous choisissiez une autre langue ou supprimiez les données du site dans votre navigateur.
- **theme-mode** (stockage local) : enregistre si vous avez choisi l’affichage clair ou sombre (« light » ou « dark »). L’entrée reste enregistrée jusqu’à ce que vous modifiiez ce réglage ou supprimiez les données du site.
- **analytics-consent** (stockage local) : enregistre votre décision concernant la mesure d’audience (« granted » en cas d’acceptation, « denied » en cas de refus). C’est la seule façon pour nous de respecter votre décision sans vous la redemander à chaque page. L’entrée reste enregistrée jusqu’à ce que vous modifiiez votre décision ou supprimiez les données du site.
- **csrftoken** (cookie) : une valeur de sécurité aléatoire que notre serveur définit uniquement lorsque l’exploitant de ce site se connecte à sa console d’administration. Elle protège ses modifications contre les attaques dites de falsification de requête intersite (CSRF), par lesquelles d’autres sites web envoient à son insu des requêtes au nom d’une personne connectée. Les visiteurs de ce site ne reçoivent pas ce cookie ; l’inscription à la newsletter et le formulaire de contact sont protégés sans cookie, car notre serveur refuse les requêtes provenant d’autres sites web.

**Uniquement avec votre consentement** (§ 25, alinéa 1 TDDDG, article 6, paragraphe 1, point a) du RGPD) :

- **Identifiant de session de la mesure d’audience :** ce n’est qu’après votre consentement à la mesure d’audience qu’un identifiant de session généré aléatoirement est enregistré dans votre navigateur, avec l’heure de votre dernière activité (voir section 6). Après 30 minutes d’inactivité, une nouvelle session commence avec un nouvel identifiant.

Vous pouvez à tout moment consulter et supprimer les cookies et les données du site dans les paramètres de votre navigateur. Si vous supprimez ou bloquez des entrées techniquement nécessaires, les réglages de langue et d’affichage ainsi que nos formulaires risquent de ne pas fonctionner comme prévu.

## 6. Mesure d’audience (uniquement avec votre consentement)

Afin de comprendre comment notre site est utilisé et de l’améliorer, nous utilisons une solution de mesure d’audience respectueuse de la vie privée, que nous exploitons nous-mêmes. Les données sont traitées exclusivement sur notre propre serveur, chez notre hébergeur (voir section 4). Nous n’intégrons aucun service tiers d’analyse ou de publicité.

**Le consentement d’abord :** lors de votre première visite, nous vous demandons si vous acceptez la mesure d’audience. Refuser est aussi simple qu’accepter. Tant que vous n’avez pas donné votre consentement, la mesure d’audience n’enregistre rien sur votre appareil et n’envoie aucune donnée. Si votre navigateur transmet le signal « Do Not Track », aucune mesure d’audience n’a lieu.

Après votre consentement, nous enregistrons :

- les pages consultées (chemin et titre de la page), la page d’entrée et la page consultée précédemment (référent),
- le temps passé sur une page, les parcours de navigation entre nos pages et la profondeur de défilement (en pourcentage),
- les clics sur des éléments de la page (type et identifiant de l’élément, les 100 premiers caractères de son texte, le cas échéant la cible du lien ainsi que la position du clic) et les interactions avec nos prestations et forfaits (par ex. consultation d’une prestation ou clic sur « Réserver »),
- des informations techniques : navigateur et système d’exploitation (user agent), résolution de l’écran et taille de la fenêtre visible du navigateur (viewport), la langue configurée dans votre navigateur et votre fuseau horaire,
- l’horodatage de ces événements et l’identifiant de session aléatoire (voir section 5).

**Aucun suivi intersite :** nous ne vous suivons pas sur d’autres sites web et ne créons pas de profils. Les données d’audience ne sont pas croisées avec d’autres données, ne sont pas transmises à des tiers et ne sont pas utilisées à des fins publicitaires. Votre adresse IP n’est pas enregistrée dans les données d’audience. Nous analysons les données exclusivement sous forme agrégée ; l’identification de personnes individuelles n’est ni recherchée ni prévue.

**Base juridique :** votre consentement conformément au § 25, alinéa 1 TDDDG (enregistrement et lecture de l’identifiant de session sur votre appareil) et à l’article 6, paragraphe 1, point a) du RGPD (traitement des données d’audience).
**Durée de conservation :** les événements d’audience individuels sont supprimés au plus tard au bout de 14 mois. Au-delà, nous ne conservons tout au plus que des statistiques agrégées ne se rapportant à aucune personne.

**Retrait du consentement :** vous pouvez retirer votre consentement à tout moment, avec effet pour l’avenir, en modifiant votre choix dans les paramètres de confidentialité ou de consentement de ce site, ou en supprimant les données de ce site (stockage local) dans votre navigateur ; nous vous reposerons alors la question lors de votre prochaine visite. À compter du retrait, plus aucune donnée d’audience n’est enregistrée. La licéité du traitement effectué avant le retrait n’en est pas affectée.

## 7. Newsletter

Vous pouvez vous abonner à notre newsletter, qui propose des idées, des actualités et des offres autour du coaching. Pour cela, nous avons uniquement besoin de votre adresse e-mail.

**Double opt-in :** après votre inscription, nous vous envoyons un e-mail contenant un lien de confirmation. Votre inscription ne devient effective que lorsque vous cliquez sur ce lien. Nous garantissons ainsi que personne ne puisse inscrire l’adresse e-mail d’un tiers. Les inscriptions non confirmées sont supprimées au plus tard au bout de 30 jours.

Lors de l’inscription, nous enregistrons :

- votre adresse e-mail,
- la langue dans laquelle vous vous êtes inscrit(e) (afin que vous receviez la newsletter dans cette langue),
- la date et l’heure de l’inscription et de la confirmation,
- l’adresse IP raccourcie depuis laquelle l’inscription a été faite (la dernière partie est supprimée avant l’enregistrement),
- la version du texte de consentement que vous avez accepté.

**Base juridique :** votre consentement (article 6, paragraphe 1, point a) du RGPD). L’enregistrement du processus d’inscription sert à prouver votre consentement (article 7, paragraphe 1 du RGPD en liaison avec l’article 6, paragraphe 1, point c) du RGPD).
Un prestataire d’envoi d’e-mails traitant les données exclusivement pour notre compte (article 28 du RGPD) peut être utilisé pour l’envoi.

**Désinscription :** vous pouvez vous désabonner de la newsletter à tout moment, via le lien de désinscription figurant dans chaque e-mail de la newsletter ou en envoyant un message à kontakt@wegweiser-coaching.example. Après votre désinscription, nous retirons votre adresse e-mail de la liste de diffusion. Nous conservons les éléments prouvant votre consentement antérieur pendant trois ans au maximum après la fin de l’année de la désinscription, afin de pouvoir nous défendre contre d’éventuelles réclamations (article 6, paragraphe 1, point f) du RGPD) ; nous ne les utilisons plus pour l’envoi.

## 8. Formulaire de contact, e-mail et téléphone

Lorsque vous nous contactez via le formulaire de contact, par e-mail ou par téléphone, nous traitons les informations que vous nous communiquez afin de répondre à votre demande. Dans le formulaire de contact, il s’agit de votre nom, de votre adresse e-mail et de votre message (champs obligatoires) ainsi que, de manière facultative, votre numéro de téléphone ; si vous ouvrez le formulaire depuis la page d’une prestation, d’un forfait ou d’une offre d’emploi, également son nom comme référence de votre demande. Afin de prévenir les abus, nous enregistrons en outre la date et l’heure de l’envoi.

**Base juridique :** article 6, paragraphe 1, point b) du RGPD, si votre demande est liée à un contrat ou à sa préparation (par ex. questions sur un coaching) ; dans tous les autres cas, article 6, paragraphe 1, point f) du RGPD. Notre intérêt légitime consiste à répondre aux demandes qui nous sont adressées.

Merci de ne pas nous communiquer d’informations particulièrement sensibles, par exemple concernant votre santé, via le formulaire de contact ou par e-mail. Nous aborderons volontiers ces sujets avec vous lors d’un entretien personnel.

**Durée de conservation :** nous supprimons votre demande dès qu’elle a été entièrement traitée et qu’aucun autre échange n’est à prévoir, au plus tard six mois après le dernier contact. Si un contrat est conclu, les délais indiqués à la section 11 s’appliquent. Les obligations légales de conservation demeurent inchangées.

## 9. Clientes et clients du coaching

Si vous réservez un coaching, nous traitons vos coordonnées, les rendez-vous convenus ainsi que les données de facturation et de paiement afin d’exécuter et de facturer le contrat (article 6, paragraphe 1, points b) et c) du RGPD). Nous traitons les notes prises lors des séances de manière strictement confidentielle, les utilisons exclusivement pour votre coaching et les supprimons au plus tard un an après la fin du coaching, sauf convention contraire avec vous.

Si vous nous communiquez volontairement des informations sur votre santé pendant le coaching, nous ne les traitons qu’avec votre consentement explicite (article 9, paragraphe 2, point a) du RGPD), que vous pouvez retirer à tout moment. Pour les séances en ligne, nous vous indiquons, avec la confirmation du rendez-vous, le système de visioconférence utilisé et les informations correspondantes sur la protection des données.

## 10. Polices de caractères et vidéos

**Polices de caractères :** toutes les polices sont stockées localement sur notre serveur et chargées depuis celui-ci. Aucune connexion n’est établie avec Google Fonts ou d’autres services de polices externes.

**Vidéos :** nous fournissons nos propres vidéos depuis notre serveur. Lorsqu’une vidéo d’un service de vidéo externe est intégrée, nous affichons d’abord uniquement une image d’aperçu provenant de notre propre serveur ; aucune donnée n’est alors transmise au service de vidéo. Ce n’est que lorsque vous cliquez sur « Lecture » que la vidéo est chargée depuis le service de vidéo concerné. Le fournisseur reçoit alors notamment votre adresse IP, des informations sur votre navigateur et l’adresse de la page consultée ; il peut en outre déposer des cookies et, le cas échéant, traiter les données en dehors de l’UE, par exemple aux États-Unis. En cliquant, vous consentez à cette transmission (article 6, paragraphe 1, point a) du RGPD, § 25, alinéa 1 TDDDG). Nous n’avons aucune influence sur le traitement ultérieur par le fournisseur ; pour plus de détails, veuillez consulter sa politique de confidentialité.

## 11. Durées de conservation

Nous ne conservons les données personnelles que le temps nécessaire à la finalité concernée ou tant que des obligations légales de conservation l’exigent. Vue d’ensemble :

- fichiers journaux du serveur : 7 jours ;
- événements d’audience : 14 mois au maximum ;
- inscriptions à la newsletter non confirmées : 30 jours au maximum ; inscriptions confirmées jusqu’à la désinscription, preuve du consentement jusqu’à trois ans après ;
- demandes de contact : six mois au maximum après le dernier contact ;
- rendez-vous réservés en ligne (nom, adresse e-mail, numéro de téléphone, message) : un an au maximum après le rendez-vous ;
- notes de séance : un an au maximum après la fin du coaching ;
- documents contractuels, de facturation et comptables : selon les délais légaux de conservation, de six à dix ans selon le document (§ 257 du Code de commerce allemand, HGB ; § 147 du Code fiscal allemand, AO) ;
- entrées dans votre navigateur (cookies, stockage local) : jusqu’à ce que vous les supprimiez ou modifiiez votre réglage.

## 12. Destinataires et transferts vers des pays tiers

Nous ne transmettons vos données que dans la mesure nécessaire aux finalités indiquées ou lorsqu’une obligation légale l’impose. Les destinataires sont notamment notre hébergeur et, le cas échéant, un prestataire d’envoi d’e-mails en tant que sous-traitants ; dans le cadre de relations contractuelles, également notre cabinet de conseil fiscal ainsi que les autorités, dans la mesure où nous sommes légalement tenus de leur communiquer des données.

Aucun transfert vers des pays situés en dehors de l’Union européenne ou de l’Espace économique européen n’a lieu, à l’exception d’une vidéo externe que vous chargez vous-même d’un clic (voir section 10).

## 13. Vos droits

Vous disposez à notre égard des droits suivants concernant vos données personnelles :

- **droit d’accès** aux données que nous traitons (article 15 du RGPD),
- **droit de rectification** des données inexactes ou de compléter les données incomplètes (article 16 du RGPD),
- **droit à l’effacement** de vos données (article 17 du RGPD),
- **droit à la limitation** du traitement (article 18 du RGPD),
- **notification** aux destinataires de toute rectification, de tout effacement ou de toute limitation (article 19 du RGPD),
- **droit à la portabilité** des données (article 20 du RGPD),
- **droit d’opposition** au traitement (article 21 du RGPD),
- **retrait** des consentements donnés, avec effet pour l’avenir (article 7, paragraphe 3 du RGPD).

**Droit d’opposition :** lorsque nous traitons vos données sur la base d’intérêts légitimes (article 6, paragraphe 1, point f) du RGPD), vous pouvez à tout moment vous opposer à ce traitement pour des raisons tenant à votre situation particulière. Nous cesserons alors de traiter ces données, à moins que nous ne démontrions qu’il existe des motifs légitimes et impérieux qui prévalent sur vos intérêts, droits et libertés, ou que le traitement serve à la constatation, à l’exercice ou à la défense de droits en justice.

Pour exercer vos droits, un simple message à kontakt@wegweiser-coaching.example ou à notre adresse postale suffit.

**Droit d’introduire une réclamation :** vous avez le droit d’introduire une réclamation auprès d’une autorité de contrôle de la protection des données (article 77 du RGPD), notamment dans l’État membre de votre résidence habituelle, de votre lieu de travail ou du lieu où la violation aurait été commise. L’autorité de contrôle compétente pour nous est la **Commissaire berlinoise à la protection des données et à la liberté d’information** (Berliner Beauftragte für Datenschutz und Informationsfreiheit, www.datenschutz-berlin.de).

## 14. Obligation de fournir des données

Vous n’êtes soumis(e) à aucune obligation légale ou contractuelle de nous fournir des données personnelles. Toutefois, sans les données de connexion techniquement nécessaires, nous ne pouvons pas vous afficher le site web ; sans adresse e-mail, nous ne pouvons ni vous envoyer la newsletter ni répondre à votre demande via le formulaire de contact.

## 15. Modifications de la présente politique de confidentialité

Nous adaptons la présente politique de confidentialité lorsque la situation juridique, nos offres ou la manière dont nous traitons les données évoluent. La version en vigueur est celle publiée sur cette page. Si une modification requiert votre consentement, nous le recueillerons au préalable.
`;

const privacyZh = `> **提示：** 以下为演示数据，发布前请替换为真实信息。

> **说明：** 本译文仅供参考，仅德文版本具有法律约束力。

更新日期：2026年11月

我们非常重视对您个人数据的保护。根据《通用数据保护条例》（GDPR）第13条和第14条，我们在本隐私政策中向您说明：您访问本网站和使用我们的服务时，我们处理哪些个人数据、出于何种目的、依据何种法律基础，以及您享有哪些权利。

## 1. 数据控制者

本网站数据处理的控制者为：

Wegweiser Coaching – Anna Weber (Demodaten)
Anna Weber (Demo)
Musterstraße 1
10115 Berlin
德国

电子邮件：kontakt@wegweiser-coaching.example
电话：+49 30 0000000 (Demo)

由于法律并未要求，我们未指定数据保护官。如您对数据保护有任何疑问，请直接通过上述联系方式与我们联系。

## 2. 要点概览

- 我们仅在运营网站、提供内容和服务所必需的范围内，或在您同意的情况下处理个人数据。
- 我们不使用任何第三方广告或追踪服务，也不出售任何数据。
- 字体、旗帜图标、图片以及我们自己的视频均由我们自己的服务器提供。仅浏览我们的页面，不会与任何第三方字体、视频或广告服务建立连接。
- 我们的网站分析注重隐私保护，在我们自己的服务器上运行，并且只有在您明确同意后才会启动。
- 您的浏览器与我们服务器之间的连接通过 TLS（HTTPS）加密。
- 我们不进行 GDPR 第22条所指的自动化决策（包括用户画像）。

## 3. 法律依据

我们处理个人数据主要基于以下法律依据：

- **GDPR第6条第1款(a)项**——您的同意（例如网站分析、新闻通讯、加载外部视频）；
- **GDPR第6条第1款(b)项**——履行合同或采取合同订立前的措施（例如咨询和开展教练服务）；
- **GDPR第6条第1款(c)项**——履行法定义务（例如商法和税法规定的保存义务）；
- **GDPR第6条第1款(f)项**——正当利益（例如保障网站安全、稳定运行）。

此外，在您的终端设备上存储信息以及读取其中已存储的信息，还适用德国《电信与数字服务数据保护法》（TDDDG）第25条：严格必要的存储依据 TDDDG 第25条第2款第2项进行；其他所有存储仅在您依据 TDDDG 第25条第1款表示同意后进行。

## 4. 网站托管与服务器日志文件

本网站由外部托管服务商运营（演示：请补充托管服务商的名称和地址）。该服务商仅代表我们并按照我们的指示处理数据；我们已与其签订符合 GDPR 第28条的数据处理协议。服务器位于欧盟境内。

每次访问我们的网站时，我们的服务器都会自动处理您的浏览器所传输的信息。出于技术原因，您的完整 IP 地址仅会被短暂使用，以建立连接并将内容传送到您的设备。我们在服务器日志文件中存储：

- **截短后的 IP 地址**（存储前会删除最后一部分，因此无法再追溯到单个网络连接），
- 访问日期和时间，
- 所请求的页面或文件（URL）及请求方法，
- HTTP 状态码和传输的数据量，
- 此前访问的页面（来源页面，referrer），前提是您的浏览器传送了该信息，
- 浏览器类型和版本以及操作系统（用户代理，user agent）。

**目的：** 以技术方式提供网站，保障网站的稳定与安全，发现并防御攻击和错误。
**法律依据：** GDPR第6条第1款(f)项。我们的正当利益在于网站的安全、无故障运行。
**保存期限：** 日志文件在 **7天** 后自动删除。如在个别情况下为调查具体安全事件而需要更长时间保存，我们仅将相关条目保存至事件查清为止。

日志数据不会与其他数据来源合并，也不会用于分析您的使用行为。

## 5. Cookie 与本地存储（Local Storage）

我们不使用广告、营销或追踪类 Cookie。但我们会以 Cookie 的形式或在您浏览器的本地存储（Local Storage）中保存少量信息。本地存储中的条目仅保留在您的设备上；Cookie 则会在每次请求时由您的浏览器自动发送到我们的服务器。

**技术上必需**——无需征得同意（TDDDG 第25条第2款第2项；如涉及个人数据，则依据 GDPR第6条第1款(f)项）：

- **selectedLanguage**（本地存储及同名 Cookie）：保存您所选择的语言，例如“de”或“en”。这样，您下次访问时网站会直接以您的语言显示；借助该 Cookie，我们的服务器在首次加载时即可以该语言提供页面。该条目会一直保存，直到您选择其他语言或在浏览器中删除网站数据。
- **theme-mode**（本地存储）：保存您选择的是浅色还是深色显示模式（“light”或“dark”）。该条目会一直保存，直到您更改设置或删除网站数据。
- **analytics-consent**（本地存储）：保存您对网站分析所作的决定（“granted”表示同意，“denied”表示拒绝）。只有这样，我们才能尊重您的决定，而无需在每次浏览页面时再次询问您。该条目会一直保存，直到您更改决定或删除网站数据。
- **csrftoken**（Cookie）：仅当本网站运营者登录其管理后台时，由我们的服务器设置的随机安全值。它保护运营者所做的更改免受所谓的跨站请求伪造（CSRF）攻击，即其他网站在已登录者不知情的情况下以其名义发送请求。本网站的访客不会收到此 Cookie；新闻通讯订阅和联系表单无需 Cookie 即受到保护，因为我们的服务器会拒绝来自其他网站的请求。

**仅在您同意后**（TDDDG 第25条第1款，GDPR第6条第1款(a)项）：

- **网站分析的会话标识：** 只有在您同意网站分析之后，才会在您的浏览器中保存一个随机生成的会话标识以及您最后一次活动的时间（参见第6节）。如30分钟内无任何活动，将以新的标识开始新的会话。

您可以随时通过浏览器设置查看和删除 Cookie 及网站数据。如果您删除或阻止技术上必需的条目，语言和显示设置以及我们的表单可能无法正常工作。

## 6. 网站分析（仅在您同意后）

为了解我们网站的使用情况并加以改进，我们使用一套注重隐私保护、由我们自行运营的网站分析系统。数据仅在我们托管服务商处的自有服务器上处理（参见第4节）。我们不接入任何第三方分析或广告服务。

**先征得同意：** 您首次访问时，我们会询问您是否同意进行网站分析。拒绝与同意同样简单。在您同意之前，网站分析不会在您的设备上存储任何内容，也不会发送任何数据。如果您的浏览器发送“请勿追踪”（Do Not Track）信号，则不会进行网站分析。

在您同意后，我们会记录：

- 浏览的页面（路径和页面标题）、入口页面以及此前访问的页面（referrer），
- 在页面上的停留时间、在我们各页面之间的浏览路径以及页面滚动深度（百分比），
- 对页面元素的点击（元素的类型和标识、其文字的前100个字符、如适用则包括链接目标，以及点击位置），以及与我们的服务和套餐的互动（例如查看某项服务或点击“预约”），
- 技术信息：浏览器和操作系统（user agent）、屏幕分辨率和浏览器可视窗口大小（viewport）、浏览器的语言设置以及您所在的时区，
- 上述事件发生的时间以及随机会话标识（参见第5节）。

**不进行跨站追踪：** 我们不会在其他网站上追踪您，也不会建立用户画像。分析数据不会与其他数据合并，不会提供给第三方，也不会用于广告目的。您的 IP 地址不会存储在分析数据中。我们仅以汇总形式评估数据；我们既无意、也不会识别具体个人。

**法律依据：** 您依据 TDDDG 第25条第1款（在您的设备上存储和读取会话标识）以及 GDPR第6条第1款(a)项（处理分析数据）所作的同意。
**保存期限：** 单条分析事件最迟在14个月后删除。此后我们至多保留不涉及任何个人的汇总统计数据。

**撤回同意：** 您可以随时撤回同意，撤回对将来生效。方法是在本网站的隐私或同意设置中更改您的选择，或在浏览器中删除本网站的数据（本地存储）；您下次访问时我们将再次询问您。自撤回之时起，将不再收集任何分析数据。撤回前已进行的处理的合法性不受影响。

## 7. 新闻通讯

您可以订阅我们的新闻通讯，获取有关教练的启发、最新动态和优惠信息。为此我们只需要您的电子邮件地址。

**双重确认（Double Opt-in）：** 您登记后，我们会向您发送一封包含确认链接的电子邮件。只有在您点击该链接后，订阅才会生效。这样可以确保任何人都无法使用他人的电子邮件地址进行登记。未确认的登记最迟在30天后删除。

在订阅过程中，我们会存储：

- 您的电子邮件地址，
- 您登记时使用的语言（以便您以该语言接收新闻通讯），
- 登记时间和确认时间，
- 提交订阅时所用的缩短后的IP地址（保存前删除最后一部分），
- 您所同意的同意声明文本的版本。

**法律依据：** 您的同意（GDPR第6条第1款(a)项）。记录订阅过程是为了证明您已表示同意（GDPR第7条第1款结合第6条第1款(c)项）。
发送邮件时，我们可能会使用仅代表我们处理数据的电子邮件服务商（GDPR第28条）。

**退订：** 您可以随时退订新闻通讯——通过每封新闻通讯邮件中的退订链接，或发送邮件至 kontakt@wegweiser-coaching.example。退订后，我们会将您的电子邮件地址从邮件列表中删除。为能够应对可能的索赔，我们会将证明您此前同意的记录保存至退订当年年底起最多三年（GDPR第6条第1款(f)项）；这些记录不再用于发送邮件。

## 8. 联系表单、电子邮件和电话

如果您通过联系表单、电子邮件或电话与我们联系，我们会处理您提供的信息，以便答复您的询问。在联系表单中，这些信息包括您的姓名、电子邮件地址和留言（必填项），以及自愿填写的电话号码；如果您从某项服务、套餐或职位页面打开表单，还包括该页面的名称，作为您询问的参考。为防止滥用，我们还会存储提交的日期和时间。

**法律依据：** 如果您的询问与合同或合同的订立有关（例如有关教练服务的问题），依据为 GDPR第6条第1款(b)项；其他情况下依据为 GDPR第6条第1款(f)项。我们的正当利益在于答复向我们提出的询问。

请不要通过联系表单或电子邮件向我们发送特别敏感的信息，例如有关您健康状况的信息。我们很乐意在面谈中与您讨论此类话题。

**保存期限：** 您的询问处理完毕且预计不再有后续沟通时，我们会将其删除，最迟在最后一次联系后六个月删除。如果双方订立了合同，则适用第11节所述的期限。法定保存义务不受影响。

## 9. 教练服务客户

如果您预订教练服务，我们会为履行合同和开具账单而处理您的联系方式、约定的预约以及账单和付款数据（GDPR第6条第1款(b)项和(c)项）。我们对教练会谈中的笔记严格保密，仅将其用于您的教练服务，并最迟在教练服务结束一年后删除，除非我们与您另有约定。

如果您在教练过程中自愿向我们提供有关您健康状况的信息，我们仅在获得您明确同意（GDPR第9条第2款(a)项）的情况下处理这些信息，您可以随时撤回该同意。对于线上会谈，我们会在预约确认中告知您所使用的视频会议系统及相关的数据保护说明。

## 10. 字体与视频

**字体：** 所有字体均存储在我们的服务器本地，并从本地加载。不会与 Google Fonts 或其他外部字体服务建立任何连接。

**视频：** 我们自己的视频由我们的服务器提供。如果网站嵌入了外部视频服务的视频，我们起初仅显示来自我们自己服务器的预览图；此时不会向视频服务传输任何数据。只有当您点击“播放”后，视频才会从相应的视频服务加载。届时，该服务商尤其会获得您的 IP 地址、您的浏览器信息以及所访问页面的地址；该服务商还可能设置 Cookie，并可能在欧盟以外（例如美国）处理这些数据。点击即表示您同意此项传输（GDPR第6条第1款(a)项，TDDDG 第25条第1款）。我们无法影响该服务商对数据的后续处理；详情请参阅其隐私政策。

## 11. 保存期限

我们仅在实现相应目的所必需的期限内，或在法定保存义务要求的期限内存储个人数据。概览如下：

- 服务器日志文件：7天；
- 分析事件：最长14个月；
- 未确认的新闻通讯登记：最长30天；已确认的订阅保存至退订为止，同意证明保存至退订后最多三年；
- 联系询问：最长至最后一次联系后六个月；
- 在线预约的会面（姓名、电子邮件地址、电话号码、留言）：最长至预约时间后一年；
- 会谈笔记：最长至教练服务结束后一年；
- 合同、账单和会计资料：按照法定保存期限，视资料类型为六至十年（德国《商法典》（HGB）第257条、德国《税收通则》（AO）第147条）；
- 您浏览器中的条目（Cookie、本地存储）：直至您将其删除或更改设置。

## 12. 数据接收方及向第三国传输

我们仅在实现上述目的所必需的范围内或存在法定义务时才会传输您的数据。接收方主要包括作为数据处理者的托管服务商，以及视情况而定的电子邮件服务商；在合同关系中，还包括我们的税务顾问，以及在我们依法负有提供义务时的相关政府机关。

我们不会将数据传输至欧盟或欧洲经济区以外的国家——由您自行点击加载的外部视频除外（参见第10节）。

## 13. 您的权利

就您的个人数据而言，您对我们享有以下权利：

- **访问权**：了解我们处理的数据（GDPR第15条），
- **更正权**：更正不准确的数据或补充不完整的数据（GDPR第16条），
- **删除权**：删除您的数据（GDPR第17条），
- **限制处理权**（GDPR第18条），
- **通知**：将更正、删除或限制处理的情况通知数据接收方（GDPR第19条），
- **数据可携带权**（GDPR第20条），
- **反对权**：反对数据处理（GDPR第21条），
- **撤回同意**：撤回已作出的同意，撤回对将来生效（GDPR第7条第3款）。

**反对权：** 如果我们基于正当利益（GDPR第6条第1款(f)项）处理您的数据，您可以随时基于与您的特殊情况有关的理由反对该处理。届时我们将停止处理这些数据，除非我们能够证明存在优先于您的利益、权利和自由的令人信服的正当理由，或该处理是为了提起、行使或抗辩法律主张。

如需行使您的权利，只需向 kontakt@wegweiser-coaching.example 或我们的邮寄地址发送一条非正式的消息即可。

**投诉权：** 您有权向数据保护监管机构提出投诉（GDPR第77条），尤其是向您的惯常居所地、工作地或涉嫌违规行为发生地所在成员国的监管机构提出投诉。对我们有管辖权的监管机构是**柏林数据保护与信息自由专员**（Berliner Beauftragte für Datenschutz und Informationsfreiheit，www.datenschutz-berlin.de）。

## 14. 提供数据的义务

您在法律上或合同上均无义务向我们提供个人数据。但如果没有技术上必需的连接数据，我们就无法向您显示网站；如果没有电子邮件地址，我们就无法向您发送新闻通讯，也无法答复您通过联系表单提出的询问。

## 15. 本隐私政策的变更

当法律状况、我们的服务或数据处理方式发生变化时，我们会相应调整本隐私政策。以本页面公布的最新版本为准。如某项变更需要征得您的同意，我们会事先征求您的同意。
`;

const imprintDe = `> **Hinweis:** Dies sind Demodaten. Bitte vor der Veröffentlichung durch die echten Angaben ersetzen.

## Angaben gemäß § 5 DDG

Wegweiser Coaching – Anna Weber (Demodaten)
Inhaberin: Anna Weber (Demo)
Einzelunternehmen
Musterstraße 1
10115 Berlin
Deutschland

## Kontakt

Telefon: +49 30 0000000 (Demo)
E-Mail: kontakt@wegweiser-coaching.example

## Umsatzsteuer-Identifikationsnummer

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:
DE000000000 (Demo)

## Berufsbezeichnung

Berufsbezeichnung: Coach
Die Bezeichnung „Coach“ ist in Deutschland gesetzlich nicht geschützt; es handelt sich nicht um einen reglementierten Beruf. Für die Tätigkeit bestehen weder eine Zulassungspflicht noch eine Kammerzugehörigkeit oder eine berufsrechtliche Aufsichtsbehörde.

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

Anna Weber (Demo)
Musterstraße 1
10115 Berlin
Deutschland

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz). Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an uns; wir bemühen uns um eine einvernehmliche Lösung.

## Haftung für Inhalte

Die Inhalte dieser Website haben wir mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Für eigene Inhalte auf diesen Seiten sind wir nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald uns entsprechende Rechtsverletzungen bekannt werden, entfernen wir diese Inhalte umgehend.

Die Inhalte dieser Website dienen der allgemeinen Information. Sie ersetzen keine individuelle Beratung und insbesondere keine ärztliche, psychotherapeutische oder rechtliche Beratung oder Behandlung.

## Haftung für Links

Unsere Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Deshalb können wir für diese fremden Inhalte keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar. Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung jedoch nicht zumutbar. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir derartige Links umgehend.

## Urheberrecht

Die auf dieser Website veröffentlichten Inhalte und Werke – insbesondere Texte, Fotos, Grafiken und Videos – unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung der jeweiligen Urheberin bzw. des jeweiligen Urhebers oder der Rechteinhaberin bzw. des Rechteinhabers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.

Soweit Inhalte auf dieser Seite nicht von uns erstellt wurden, werden die Urheberrechte Dritter beachtet und Inhalte Dritter als solche gekennzeichnet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir derartige Inhalte umgehend.
`;

const imprintEn = `> **Note:** This is demo data. Please replace it with the real details before publishing.

> **Note:** This translation is provided for your convenience. Only the German version is legally binding.

## Information pursuant to Section 5 DDG (German Digital Services Act)

Wegweiser Coaching – Anna Weber (Demodaten)
Owner: Anna Weber (Demo)
Sole proprietorship
Musterstraße 1
10115 Berlin
Germany

## Contact

Phone: +49 30 0000000 (Demo)
Email: kontakt@wegweiser-coaching.example

## VAT identification number

VAT identification number pursuant to Section 27a of the German VAT Act (UStG):
DE000000000 (Demo)

## Professional title

Professional title: Coach
The title “Coach” is not legally protected in Germany; it is not a regulated profession. The activity is not subject to any licensing requirement, membership of a professional chamber or professional supervisory authority.

## Responsible for content pursuant to Section 18(2) MStV (German Interstate Media Treaty)

Anna Weber (Demo)
Musterstraße 1
10115 Berlin
Germany

## Consumer dispute resolution

We are neither willing nor obliged to participate in dispute resolution proceedings before a consumer arbitration board (Section 36 of the German Consumer Dispute Resolution Act, VSBG). If you have any questions or complaints, please contact us directly; we will endeavour to find an amicable solution.

## Liability for content

We have created the content of this website with the greatest care. However, we cannot guarantee that the content is correct, complete and up to date. We are responsible for our own content on these pages in accordance with the general laws. However, we are not obliged to monitor third-party information transmitted or stored, or to investigate circumstances that indicate illegal activity. Obligations to remove or block the use of information under the general laws remain unaffected. However, liability in this respect is only possible from the point in time at which we become aware of a specific infringement. As soon as we become aware of such infringements, we will remove the content concerned immediately.

The content of this website is provided for general information purposes. It does not replace individual advice and, in particular, does not replace medical, psychotherapeutic or legal advice or treatment.

## Liability for links

Our website contains links to external third-party websites over whose content we have no control. We therefore cannot accept any liability for this third-party content. The respective provider or operator of the linked pages is always responsible for their content. The linked pages were checked for possible legal violations at the time the link was created; no illegal content was apparent at that time. However, permanent monitoring of the content of the linked pages is not reasonable without concrete indications of an infringement. As soon as we become aware of any infringements, we will remove such links immediately.

## Copyright

The content and works published on this website – in particular texts, photos, graphics and videos – are subject to German copyright law. Reproduction, editing, distribution and any kind of exploitation beyond the limits of copyright law require the prior written consent of the respective author or rights holder. Downloads and copies of this site are permitted for private, non-commercial use only.

Where content on this site was not created by us, the copyrights of third parties are respected and third-party content is identified as such. Should you nevertheless become aware of a copyright infringement, please let us know. As soon as we become aware of any infringements, we will remove such content immediately.
`;

const imprintEs = `> **Aviso:** Estos son datos de demostración. Sustitúyalos por los datos reales antes de la publicación.

> **Nota:** Esta traducción se facilita únicamente para su comodidad. Solo la versión alemana es jurídicamente vinculante.

## Información conforme al § 5 de la DDG (Ley alemana de servicios digitales)

Wegweiser Coaching – Anna Weber (Demodaten)
Titular: Anna Weber (Demo)
Empresa individual
Musterstraße 1
10115 Berlín
Alemania

## Contacto

Teléfono: +49 30 0000000 (Demo)
Correo electrónico: kontakt@wegweiser-coaching.example

## Número de identificación a efectos del IVA

Número de identificación a efectos del IVA conforme al § 27a de la Ley alemana del Impuesto sobre el Valor Añadido (UStG):
DE000000000 (Demo)

## Denominación profesional

Denominación profesional: Coach
La denominación «coach» no está protegida legalmente en Alemania; no se trata de una profesión regulada. La actividad no está sujeta a autorización, ni a colegiación obligatoria, ni a una autoridad de supervisión profesional.

## Responsable del contenido conforme al § 18, apdo. 2 del MStV (Tratado Interestatal alemán sobre Medios de Comunicación)

Anna Weber (Demo)
Musterstraße 1
10115 Berlín
Alemania

## Resolución de litigios de consumo

No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de resolución alternativa de litigios de consumo (§ 36 de la Ley alemana de resolución de litigios de consumo, VSBG). Si tiene preguntas o quejas, diríjase directamente a nosotros; procuraremos encontrar una solución amistosa.

## Responsabilidad por los contenidos

Hemos elaborado los contenidos de este sitio web con el máximo cuidado. No obstante, no podemos garantizar que los contenidos sean correctos, completos y actuales. Somos responsables de nuestros propios contenidos en estas páginas conforme a las leyes generales. Sin embargo, no estamos obligados a supervisar la información de terceros transmitida o almacenada ni a investigar circunstancias que indiquen una actividad ilícita. Las obligaciones de eliminar o bloquear el uso de información conforme a las leyes generales no se ven afectadas. Sin embargo, solo cabe una responsabilidad a este respecto a partir del momento en que tengamos conocimiento de una infracción concreta. En cuanto tengamos conocimiento de tales infracciones, eliminaremos inmediatamente los contenidos afectados.

Los contenidos de este sitio web tienen carácter meramente informativo. No sustituyen el asesoramiento individual y, en particular, no sustituyen el asesoramiento ni el tratamiento médico, psicoterapéutico o jurídico.

## Responsabilidad por los enlaces

Nuestro sitio web contiene enlaces a sitios web externos de terceros sobre cuyos contenidos no tenemos ninguna influencia. Por ello, no podemos asumir ninguna responsabilidad por dichos contenidos ajenos. El responsable de los contenidos de las páginas enlazadas es siempre el respectivo proveedor u operador de las mismas. Las páginas enlazadas se comprobaron en el momento de establecer el enlace para detectar posibles infracciones legales; en ese momento no se apreciaban contenidos ilícitos. Sin embargo, no es razonable un control permanente del contenido de las páginas enlazadas sin indicios concretos de una infracción. En cuanto tengamos conocimiento de infracciones, eliminaremos inmediatamente dichos enlaces.

## Derechos de autor

Los contenidos y obras publicados en este sitio web, en particular textos, fotografías, gráficos y vídeos, están sujetos a la legislación alemana sobre derechos de autor. La reproducción, modificación, distribución y cualquier tipo de explotación fuera de los límites de los derechos de autor requieren el consentimiento previo por escrito del autor o del titular de los derechos correspondiente. Las descargas y copias de este sitio solo están permitidas para uso privado y no comercial.

En la medida en que los contenidos de este sitio no hayan sido creados por nosotros, se respetan los derechos de autor de terceros y los contenidos de terceros se identifican como tales. Si, a pesar de ello, detecta una infracción de los derechos de autor, le rogamos que nos lo comunique. En cuanto tengamos conocimiento de infracciones, eliminaremos inmediatamente dichos contenidos.
`;

const imprintFr = `> **Avertissement :** Il s’agit de données de démonstration. Veuillez les remplacer par les informations réelles avant la publication.

> **Remarque :** Cette traduction est fournie à titre indicatif. Seule la version allemande fait foi.

## Informations conformément au § 5 de la DDG (loi allemande sur les services numériques)

Wegweiser Coaching – Anna Weber (Demodaten)
Titulaire : Anna Weber (Demo)
Entreprise individuelle
Musterstraße 1
10115 Berlin
Allemagne

## Contact

Téléphone : +49 30 0000000 (Demo)
E-mail : kontakt@wegweiser-coaching.example

## Numéro d’identification à la TVA

Numéro d’identification à la TVA conformément au § 27a de la loi allemande relative à la TVA (UStG) :
DE000000000 (Demo)

## Titre professionnel

Titre professionnel : Coach
Le titre de « coach » n’est pas protégé par la loi en Allemagne ; il ne s’agit pas d’une profession réglementée. L’activité n’est soumise ni à une autorisation, ni à l’appartenance à un ordre ou à une chambre professionnelle, ni à une autorité de surveillance professionnelle.

## Responsable du contenu conformément au § 18, alinéa 2 du MStV (traité inter-Länder allemand sur les médias)

Anna Weber (Demo)
Musterstraße 1
10115 Berlin
Allemagne

## Règlement des litiges de consommation

Nous ne sommes ni disposés ni tenus de participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation (§ 36 de la loi allemande sur le règlement des litiges de consommation, VSBG). Pour toute question ou réclamation, veuillez vous adresser directement à nous ; nous nous efforcerons de trouver une solution amiable.

## Responsabilité quant aux contenus

Nous avons élaboré les contenus de ce site web avec le plus grand soin. Nous ne pouvons toutefois garantir l’exactitude, l’exhaustivité et l’actualité des contenus. Nous sommes responsables de nos propres contenus sur ces pages conformément aux lois générales. Nous ne sommes toutefois pas tenus de surveiller les informations de tiers transmises ou stockées, ni de rechercher des circonstances révélant une activité illicite. Les obligations de supprimer ou de bloquer l’utilisation d’informations en vertu des lois générales n’en sont pas affectées. Une responsabilité à cet égard n’est toutefois possible qu’à partir du moment où nous avons connaissance d’une violation concrète du droit. Dès que nous avons connaissance de telles violations, nous supprimons immédiatement les contenus concernés.

Les contenus de ce site web sont fournis à titre d’information générale. Ils ne remplacent pas un conseil individuel et, en particulier, ne remplacent ni un conseil ni un traitement médical, psychothérapeutique ou juridique.

## Responsabilité quant aux liens

Notre site web contient des liens vers des sites web externes de tiers, sur le contenu desquels nous n’avons aucune influence. Nous ne pouvons donc assumer aucune responsabilité pour ces contenus de tiers. Le fournisseur ou l’exploitant des pages liées est toujours responsable de leur contenu. Les pages liées ont été vérifiées quant à d’éventuelles violations du droit au moment de la création du lien ; aucun contenu illicite n’était alors identifiable. Un contrôle permanent du contenu des pages liées n’est toutefois pas raisonnablement exigible sans indices concrets d’une violation du droit. Dès que nous avons connaissance de violations, nous supprimons immédiatement les liens concernés.

## Droit d’auteur

Les contenus et œuvres publiés sur ce site web – notamment les textes, photos, graphiques et vidéos – sont soumis au droit d’auteur allemand. Toute reproduction, modification, diffusion et toute forme d’exploitation en dehors des limites du droit d’auteur nécessitent l’accord écrit préalable de l’auteur ou du titulaire des droits concerné. Les téléchargements et copies de ce site ne sont autorisés que pour un usage privé et non commercial.

Dans la mesure où des contenus de ce site n’ont pas été créés par nous, les droits d’auteur de tiers sont respectés et les contenus de tiers sont signalés comme tels. Si vous constatez néanmoins une violation du droit d’auteur, nous vous prions de nous en informer. Dès que nous avons connaissance de violations, nous supprimons immédiatement les contenus concernés.
`;

const imprintZh = `> **提示：** 以下为演示数据，发布前请替换为真实信息。

> **说明：** 本译文仅供参考，仅德文版本具有法律约束力。

## 根据德国《数字服务法》（DDG）第5条提供的信息

Wegweiser Coaching – Anna Weber (Demodaten)
经营者：Anna Weber (Demo)
个体经营
Musterstraße 1
10115 Berlin
德国

## 联系方式

电话：+49 30 0000000 (Demo)
电子邮件：kontakt@wegweiser-coaching.example

## 增值税识别号

根据德国《增值税法》（UStG）第27a条的增值税识别号：
DE000000000 (Demo)

## 职业名称

职业名称：教练（Coach）
“教练”这一名称在德国不受法律保护，不属于受监管职业。从事该活动无需许可，无需加入任何职业协会，也不受任何职业监管机构的监督。

## 根据德国《州际媒体条约》（MStV）第18条第2款的内容负责人

Anna Weber (Demo)
Musterstraße 1
10115 Berlin
德国

## 消费者争议解决

我们既不愿意、也没有义务参加消费者调解机构的争议解决程序（德国《消费者争议解决法》（VSBG）第36条）。如有疑问或投诉，请直接与我们联系；我们将努力寻求双方满意的解决方案。

## 内容责任

我们以最大的审慎编写本网站的内容，但无法保证内容的正确性、完整性和时效性。我们依照一般法律对本网站上的自有内容负责。但我们没有义务监控所传输或存储的第三方信息，也没有义务调查表明存在违法活动的情况。依照一般法律删除或屏蔽信息使用的义务不受影响。但只有自我们知悉具体违法行为之时起，才可能承担相应责任。一旦得知此类违法行为，我们将立即删除相关内容。

本网站的内容仅供一般参考，不能替代个人咨询，尤其不能替代医疗、心理治疗或法律方面的咨询或治疗。

## 链接责任

我们的网站包含指向第三方外部网站的链接，我们对这些网站的内容没有任何影响，因此无法对这些第三方内容承担任何责任。链接页面的内容始终由相应页面的提供者或运营者负责。在设置链接时，我们已检查被链接页面是否存在可能的违法情况；当时未发现违法内容。但在没有具体违法迹象的情况下，持续监控被链接页面的内容是不合理的。一旦得知违法行为，我们将立即删除相关链接。

## 著作权

本网站发布的内容和作品——尤其是文字、照片、图形和视频——受德国著作权法保护。在著作权法允许的范围之外进行复制、编辑、传播及任何形式的利用，均须事先获得相应作者或权利人的书面同意。本网站的下载和副本仅限于私人、非商业用途。

凡本网站上并非由我们创作的内容，我们均尊重第三方的著作权，并将第三方内容标明。如果您仍发现任何侵犯著作权的情况，请告知我们。一旦得知违法行为，我们将立即删除相关内容。
`;

const termsDe = `> **Hinweis:** Dies sind Demodaten. Bitte vor der Veröffentlichung durch die echten Angaben ersetzen.

Stand: November 2026

## § 1 Geltungsbereich

(1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über Coaching-Leistungen zwischen Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin (nachfolgend „wir“) und ihren Kundinnen und Kunden (nachfolgend „Sie“).

(2) Die AGB gelten gegenüber Verbraucherinnen und Verbrauchern (§ 13 BGB) ebenso wie gegenüber Unternehmerinnen und Unternehmern (§ 14 BGB), soweit im Folgenden nicht ausdrücklich zwischen beiden unterschieden wird.

(3) Abweichende, entgegenstehende oder ergänzende Geschäftsbedingungen von Kundinnen und Kunden werden nur Vertragsbestandteil, wenn wir ihrer Geltung ausdrücklich in Textform zugestimmt haben. Individuelle Vereinbarungen haben stets Vorrang vor diesen AGB.

## § 2 Vertragsschluss

(1) Die Darstellung unserer Leistungen und Pakete auf dieser Website ist kein rechtlich bindendes Angebot, sondern eine Einladung, uns eine Anfrage zu senden.

(2) Ihre Anfrage können Sie über das Kontaktformular, per E-Mail, telefonisch oder persönlich an uns richten. Wir senden Ihnen daraufhin ein Angebot oder eine Buchungsbestätigung mit Leistungsumfang, Termin(en) und Preis in Textform (z. B. per E-Mail). Der Vertrag kommt mit unserer Buchungsbestätigung in Textform zustande oder – wenn wir Ihnen zunächst ein Angebot übermittelt haben – mit Ihrer Annahme dieses Angebots.

(3) Ein gegebenenfalls angebotenes kostenfreies Kennenlerngespräch ist unverbindlich und verpflichtet nicht zu einer Buchung.

(4) Vertragssprache ist Deutsch. Den Vertragsinhalt und diese AGB erhalten Sie mit der Buchungsbestätigung in Textform.

## § 3 Leistungen; Coaching ist keine Therapie

(1) Gegenstand des Vertrags sind Coaching-Leistungen, etwa Einzelsitzungen, Coaching-Pakete oder Workshops, in dem in der Buchungsbestätigung beschriebenen Umfang. Die Sitzungen finden in unseren Räumen, an einem vereinbarten Ort oder online statt (§ 10).

(2) Coaching ist ein gemeinsamer, zielorientierter Prozess, in dem Sie dabei unterstützt werden, eigene Lösungen zu entwickeln. Wir schulden eine sorgfältige, fachkundige Begleitung nach bestem Wissen und Gewissen (Dienstvertrag im Sinne der §§ 611 ff. BGB), nicht jedoch einen bestimmten Erfolg. Entscheidungen und deren Umsetzung liegen in Ihrer eigenen Verantwortung.

(3) **Coaching ist keine Psychotherapie und keine Heilbehandlung.** Wir stellen keine Diagnosen und behandeln keine Krankheiten. Coaching ersetzt keine ärztliche, psychotherapeutische oder psychiatrische Untersuchung oder Behandlung und setzt eine normale psychische und körperliche Belastbarkeit voraus.

(4) Bitte teilen Sie uns vor Beginn des Coachings mit, wenn Sie sich in ärztlicher, psychotherapeutischer oder psychiatrischer Behandlung befinden, damit wir gemeinsam klären können, ob ein Coaching derzeit sinnvoll ist. Ergeben sich Anhaltspunkte für eine behandlungsbedürftige Erkrankung, weisen wir Sie darauf hin und können das Coaching unterbrechen oder beenden; bereits gezahlte Entgelte für nicht erbrachte Leistungen erstatten wir in diesem Fall.

(5) In akuten Krisen wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt, an den ärztlichen Bereitschaftsdienst (116 117), an die Telefonseelsorge (0800 111 0 111) oder im Notfall an den Notruf 112.

(6) Die Leistungen werden persönlich von Anna Weber erbracht, sofern nichts anderes vereinbart ist.

## § 4 Termine, Absage und Nichterscheinen

(1) Termine werden individuell vereinbart und in Textform bestätigt.

(2) Sie können einen vereinbarten Termin bis **48 Stunden** vor Beginn kostenfrei absagen oder verschieben. Die Absage ist in Textform (z. B. per E-Mail) oder telefonisch möglich; maßgeblich ist der Zeitpunkt, zu dem sie uns zugeht.

(3) Bei einer späteren Absage (weniger als 48 Stunden vor Beginn) berechnen wir **50 %** des für diesen Termin vereinbarten Honorars. Erscheinen Sie ohne Absage nicht zum Termin, berechnen wir **100 %** des Honorars.

(4) Ihnen bleibt in jedem Fall der Nachweis gestattet, dass uns kein oder ein wesentlich geringerer Schaden entstanden ist. Können wir den frei gewordenen Termin anderweitig vergeben, entfällt die Ausfallgebühr.

(5) Bei Paketen bemisst sich die Ausfallgebühr nach dem anteiligen Preis einer Sitzung; sie kann mit dem Paketguthaben verrechnet werden.

(6) Kommen Sie verspätet, verkürzt sich die Sitzung entsprechend; das vereinbarte Honorar bleibt unverändert.

(7) Müssen wir einen Termin absagen, etwa wegen Krankheit, informieren wir Sie so früh wie möglich und bieten Ihnen einen Ersatztermin an. Ihnen entstehen dadurch keine Kosten; Zahlungen für Termine, die nicht nachgeholt werden können, erstatten wir. Weitergehende Ansprüche richten sich nach § 8.

## § 5 Preise und Zahlung

(1) Es gelten die bei der Buchung vereinbarten Preise. Alle Preise sind Bruttopreise in Euro und enthalten die gesetzliche Umsatzsteuer.

(2) Einzelsitzungen stellen wir nach der Sitzung in Rechnung, Pakete nach Vertragsschluss. Die Rechnung erhalten Sie per E-Mail. Sie ist innerhalb von **14 Tagen** nach Zugang ohne Abzug per Überweisung auf das in der Rechnung angegebene Konto zu zahlen.

(3) Bei Zahlungsverzug gelten die gesetzlichen Vorschriften.

(4) Sie können nur mit Forderungen aufrechnen, die unbestritten oder rechtskräftig festgestellt sind oder die auf demselben Vertragsverhältnis beruhen.

## § 6 Coaching-Pakete

(1) Pakete umfassen die jeweils beschriebene Anzahl an Sitzungen oder sonstigen Leistungen zu einem Gesamtpreis.

(2) Ein Paket ist **sechs Monate** ab Vertragsschluss gültig. Innerhalb dieses Zeitraums können Sie die enthaltenen Sitzungen nach Terminvereinbarung in Anspruch nehmen. Nicht in Anspruch genommene Leistungen verfallen mit Ablauf der Gültigkeit, es sei denn, wir haben die Nichtinanspruchnahme zu vertreten (etwa weil wir keine Termine anbieten konnten); in diesem Fall verlängert sich die Gültigkeit angemessen. In begründeten Fällen, etwa bei längerer Krankheit, vereinbaren wir auf Wunsch eine Verlängerung.

(3) Pakete sind personengebunden und nur mit unserer Zustimmung auf eine andere Person übertragbar. Eine Auszahlung nicht genutzter Leistungen erfolgt nur in den in diesen AGB genannten Fällen. Gesetzliche Rechte, insbesondere das Widerrufsrecht und gesetzliche Kündigungsrechte, bleiben unberührt.

## § 7 Vertraulichkeit

(1) Wir behandeln alle Informationen, die Sie uns im Rahmen des Coachings anvertrauen, streng vertraulich – auch über das Ende der Zusammenarbeit hinaus. Dies gilt nicht, soweit wir gesetzlich zur Offenlegung verpflichtet sind oder eine Offenlegung zur Abwendung einer ernsthaften Gefahr für Leib oder Leben erforderlich ist.

(2) Finanziert Ihre Arbeitgeberin oder Ihr Arbeitgeber das Coaching, geben wir Inhalte der Sitzungen nicht weiter. Mitgeteilt werden nur die für die Abrechnung erforderlichen Angaben (z. B. Anzahl und Daten der Sitzungen), sofern Sie nicht weitergehend zustimmen.

(3) Zur Qualitätssicherung können wir Fälle in Supervision oder kollegialer Beratung besprechen, dann jedoch ausschließlich in anonymisierter Form.

(4) Ton- oder Bildaufzeichnungen von Sitzungen sind nur mit vorheriger ausdrücklicher Zustimmung beider Seiten zulässig.

(5) Wie wir Ihre personenbezogenen Daten verarbeiten, erläutert unsere Datenschutzerklärung.

## § 8 Haftung

(1) Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, soweit wir eine Garantie übernommen haben sowie nach zwingenden gesetzlichen Vorschriften.

(2) Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Wesentliche Vertragspflichten sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.

(3) Die vorstehenden Beschränkungen gelten auch zugunsten unserer Erfüllungsgehilfen.

(4) Sie tragen die Verantwortung für Ihre körperliche und seelische Gesundheit sowie für Entscheidungen und Handlungen, die Sie im Zusammenhang mit dem Coaching treffen.

## § 9 Widerrufsrecht für Verbraucherinnen und Verbraucher

(1) Schließen Sie als Verbraucherin oder Verbraucher einen Vertrag ausschließlich über Fernkommunikationsmittel (z. B. per E-Mail, Telefon oder über unsere Website) oder außerhalb unserer Geschäftsräume, steht Ihnen ein gesetzliches Widerrufsrecht nach Maßgabe der folgenden Widerrufsbelehrung zu.

### Widerrufsbelehrung

**Widerrufsrecht**

Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin, Deutschland, Telefon: +49 30 0000000 (Demo), E-Mail: kontakt@wegweiser-coaching.example) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.

Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

**Folgen des Widerrufs**

Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.

Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.

*Ende der Widerrufsbelehrung*

(2) **Vorzeitiges Erlöschen:** Das Widerrufsrecht erlischt vorzeitig, wenn wir die Dienstleistung vollständig erbracht haben und Sie vor Beginn der Ausführung ausdrücklich zugestimmt haben, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen, und Sie Ihre Kenntnis davon bestätigt haben, dass Ihr Widerrufsrecht mit vollständiger Vertragserfüllung durch uns erlischt (§ 356 Abs. 4 BGB).

### Muster-Widerrufsformular

(Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.)

- An: Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin, Deutschland, E-Mail: kontakt@wegweiser-coaching.example
- Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung:
- Bestellt am:
- Name des/der Verbraucher(s):
- Anschrift des/der Verbraucher(s):
- Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):
- Datum:

## § 10 Online-Sitzungen

(1) Nach Vereinbarung finden Sitzungen per Videokonferenz oder Telefon statt. Das genutzte Videokonferenzsystem und den Zugangslink teilen wir Ihnen mit der Terminbestätigung mit. Für Online-Sitzungen gelten dieselben Bedingungen wie für Sitzungen vor Ort, insbesondere § 4.

(2) Sie sorgen für die technischen Voraussetzungen auf Ihrer Seite (Endgerät mit Kamera und Mikrofon, stabile Internetverbindung) sowie für einen ruhigen, ungestörten Ort, an dem Sie offen sprechen können und an dem niemand unbemerkt mithört.

(3) Aufzeichnungen sind auch bei Online-Sitzungen nur mit vorheriger ausdrücklicher Zustimmung beider Seiten zulässig (§ 7 Abs. 4).

(4) Kann eine Sitzung aus technischen Gründen auf unserer Seite nicht stattfinden oder muss sie abgebrochen werden, holen wir die ausgefallene Zeit kostenfrei nach. Liegt die Störung in Ihrem Verantwortungsbereich, versuchen wir, die Sitzung telefonisch fortzusetzen; gelingt dies nicht, gilt § 4 Abs. 3 und 4 entsprechend, es sei denn, Sie haben die Störung nicht zu vertreten.

## § 11 Schlussbestimmungen

(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gegenüber Verbraucherinnen und Verbrauchern gilt diese Rechtswahl nur insoweit, als dadurch nicht der Schutz entzogen wird, der durch zwingende Bestimmungen des Rechts des Staates ihres gewöhnlichen Aufenthalts gewährt wird.

(2) Sind Sie Kauffrau oder Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Berlin ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag.

(3) Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.

(4) Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.

(5) Diese AGB liegen auch in Übersetzungen vor. Maßgeblich ist allein die deutsche Fassung.
`;

const termsEn = `> **Note:** This is demo data. Please replace it with the real details before publishing.

> **Note:** This translation is provided for your convenience. Only the German version is legally binding.

Last updated: November 2026

## § 1 Scope

(1) These General Terms and Conditions (“Terms”) apply to all contracts for coaching services between Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin, Germany (“we” or “us”) and its clients (“you”).

(2) These Terms apply to consumers (Section 13 of the German Civil Code, BGB) and to entrepreneurs (Section 14 BGB) alike, unless a distinction between the two is expressly made below.

(3) Deviating, conflicting or supplementary terms and conditions of clients only become part of the contract if we have expressly agreed to their validity in text form. Individual agreements always take precedence over these Terms.

## § 2 Conclusion of the contract

(1) The presentation of our services and packages on this website does not constitute a legally binding offer, but an invitation to send us an enquiry.

(2) You can send us your enquiry via the contact form, by email, by telephone or in person. We will then send you an offer or a booking confirmation stating the scope of services, the appointment(s) and the price in text form (e.g. by email). The contract is concluded with our booking confirmation in text form or – if we have first sent you an offer – with your acceptance of that offer.

(3) Any free introductory conversation we may offer is non-binding and does not oblige you to make a booking.

(4) The language of the contract is German. You will receive the contract details and these Terms in text form together with the booking confirmation.

## § 3 Services; coaching is not therapy

(1) The subject of the contract is coaching services, such as individual sessions, coaching packages or workshops, to the extent described in the booking confirmation. Sessions take place on our premises, at an agreed location or online (§ 10).

(2) Coaching is a joint, goal-oriented process in which you are supported in developing your own solutions. We owe careful, competent support to the best of our knowledge and belief (a contract for services within the meaning of Sections 611 et seq. BGB), but not a specific result. Decisions and their implementation are your own responsibility.

(3) **Coaching is not psychotherapy and not medical treatment.** We do not make diagnoses and do not treat illnesses. Coaching is no substitute for medical, psychotherapeutic or psychiatric examination or treatment and requires normal mental and physical resilience.

(4) Please let us know before the coaching begins if you are receiving medical, psychotherapeutic or psychiatric treatment, so that we can clarify together whether coaching makes sense at this time. If there are indications of an illness requiring treatment, we will point this out to you and may interrupt or end the coaching; in that case we will refund any fees already paid for services not yet provided.

(5) In an acute crisis, please contact your doctor, the German out-of-hours medical service (116 117), the German telephone counselling service Telefonseelsorge (0800 111 0 111) or, in an emergency, the emergency number 112.

(6) The services are provided personally by Anna Weber, unless otherwise agreed.

## § 4 Appointments, cancellation and non-attendance

(1) Appointments are agreed individually and confirmed in text form.

(2) You may cancel or reschedule an agreed appointment free of charge up to **48 hours** before it begins. Cancellation may be made in text form (e.g. by email) or by telephone; the time at which it reaches us is decisive.

(3) If you cancel later (less than 48 hours before the start), we charge **50 %** of the fee agreed for that appointment. If you do not attend the appointment without cancelling, we charge **100 %** of the fee.

(4) In all cases you are entitled to prove that we have suffered no loss or a substantially lower loss. If we are able to give the freed-up appointment to someone else, no cancellation fee is charged.

(5) For packages, the cancellation fee is based on the pro rata price of one session; it may be offset against the package credit.

(6) If you arrive late, the session is shortened accordingly; the agreed fee remains unchanged.

(7) If we have to cancel an appointment, for example due to illness, we will inform you as early as possible and offer you an alternative appointment. This will not cost you anything; we will refund payments for appointments that cannot be rescheduled. Any further claims are governed by § 8.

## § 5 Prices and payment

(1) The prices agreed at the time of booking apply. All prices are gross prices in euros and include statutory VAT.

(2) We invoice individual sessions after the session and packages after conclusion of the contract. You will receive the invoice by email. It is payable without deduction within **14 days** of receipt by bank transfer to the account stated on the invoice.

(3) In the event of late payment, the statutory provisions apply.

(4) You may only set off claims that are undisputed or have been finally established by a court, or that arise from the same contractual relationship.

## § 6 Coaching packages

(1) Packages comprise the number of sessions or other services described in each case at an overall price.

(2) A package is valid for **six months** from conclusion of the contract. Within this period, you can use the sessions included by arranging appointments. Services not used expire when the validity period ends, unless we are responsible for them not having been used (for example because we were unable to offer appointments); in that case, the validity is extended appropriately. In justified cases, such as prolonged illness, we will agree an extension on request.

(3) Packages are personal and may only be transferred to another person with our consent. Unused services are refunded only in the cases set out in these Terms. Statutory rights, in particular the right of withdrawal and statutory rights of termination, remain unaffected.

## § 7 Confidentiality

(1) We treat all information you entrust to us in the course of the coaching as strictly confidential – also after our cooperation has ended. This does not apply where we are legally obliged to disclose information or where disclosure is necessary to avert a serious danger to life or limb.

(2) If your employer pays for the coaching, we do not pass on the content of the sessions. Only the information required for invoicing (e.g. the number and dates of sessions) is disclosed, unless you consent to further disclosure.

(3) For quality assurance purposes, we may discuss cases in supervision or peer consultation, but only in anonymised form.

(4) Audio or video recordings of sessions are only permitted with the prior express consent of both parties.

(5) Our privacy policy explains how we process your personal data.

## § 8 Liability

(1) We are liable without limitation for intent and gross negligence, for damage resulting from injury to life, body or health, where we have given a guarantee, and in accordance with mandatory statutory provisions.

(2) In the event of a slightly negligent breach of essential contractual obligations, our liability is limited to the foreseeable damage typical for this type of contract. Essential contractual obligations are obligations whose fulfilment makes the proper performance of the contract possible in the first place and on whose observance you may regularly rely. Otherwise, liability for slight negligence is excluded.

(3) The above limitations also apply in favour of our vicarious agents.

(4) You are responsible for your physical and mental health and for the decisions and actions you take in connection with the coaching.

## § 9 Right of withdrawal for consumers

(1) If you, as a consumer, conclude a contract exclusively by means of distance communication (e.g. by email, telephone or via our website) or outside our business premises, you have a statutory right of withdrawal in accordance with the following withdrawal instructions.

### Withdrawal instructions

**Right of withdrawal**

You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period is fourteen days from the day the contract is concluded.

To exercise your right of withdrawal, you must inform us (Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin, Germany, phone: +49 30 0000000 (Demo), email: kontakt@wegweiser-coaching.example) of your decision to withdraw from this contract by means of a clear statement (e.g. a letter sent by post or an email). You may use the model withdrawal form below, but this is not mandatory.

To meet the withdrawal deadline, it is sufficient for you to send your communication concerning the exercise of the right of withdrawal before the withdrawal period has expired.

**Consequences of withdrawal**

If you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event no later than fourteen days from the day on which we are informed of your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.

If you requested that the services begin during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your withdrawal from this contract, in comparison with the full coverage of the contract.

*End of withdrawal instructions*

(2) **Early expiry:** The right of withdrawal expires early if we have fully performed the service and you, before performance began, expressly agreed that we may begin performance before the withdrawal period expires and confirmed your knowledge that you will lose your right of withdrawal once we have fully performed the contract (Section 356(4) BGB).

### Model withdrawal form

(If you wish to withdraw from the contract, please complete and return this form.)

- To: Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin, Germany, email: kontakt@wegweiser-coaching.example
- I/We hereby give notice that I/we withdraw from my/our contract for the provision of the following service:
- Ordered on:
- Name of consumer(s):
- Address of consumer(s):
- Signature of consumer(s) (only if this form is notified on paper):
- Date:

## § 10 Online sessions

(1) By arrangement, sessions may take place by video conference or telephone. We will inform you of the video conferencing system used and the access link together with the appointment confirmation. The same conditions apply to online sessions as to in-person sessions, in particular § 4.

(2) You are responsible for the technical requirements on your side (a device with camera and microphone, a stable internet connection) and for a quiet, undisturbed place where you can speak openly and where nobody can listen in unnoticed.

(3) In online sessions, too, recordings are only permitted with the prior express consent of both parties (§ 7(4)).

(4) If a session cannot take place or has to be interrupted for technical reasons on our side, we will make up the lost time free of charge. If the disruption lies within your sphere of responsibility, we will try to continue the session by telephone; if this is not possible, § 4(3) and (4) apply accordingly, unless you are not responsible for the disruption.

## § 11 Final provisions

(1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. In relation to consumers, this choice of law applies only insofar as it does not deprive them of the protection afforded by mandatory provisions of the law of the country in which they have their habitual residence.

(2) If you are a merchant, a legal entity under public law or a special fund under public law, Berlin is the exclusive place of jurisdiction for all disputes arising from this contract.

(3) We are neither willing nor obliged to participate in dispute resolution proceedings before a consumer arbitration board.

(4) Should individual provisions of these Terms be or become invalid in whole or in part, the validity of the remaining provisions remains unaffected. The invalid provision is replaced by the statutory provisions.

(5) These Terms are also available in translation. Only the German version is authoritative.
`;

const termsEs = `> **Aviso:** Estos son datos de demostración. Sustitúyalos por los datos reales antes de la publicación.

> **Nota:** Esta traducción se facilita únicamente para su comodidad. Solo la versión alemana es jurídicamente vinculante.

Última actualización: noviembre de 2026

## § 1 Ámbito de aplicación

(1) Las presentes Condiciones Generales de Contratación («CGC») se aplican a todos los contratos de servicios de coaching celebrados entre Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlín, Alemania («nosotros») y sus clientes («usted»).

(2) Las CGC se aplican tanto a consumidores (§ 13 del Código Civil alemán, BGB) como a empresarios (§ 14 del BGB), salvo que a continuación se distinga expresamente entre ambos.

(3) Las condiciones generales de los clientes que sean divergentes, contrarias o complementarias solo formarán parte del contrato si hemos aceptado expresamente su validez en forma de texto. Los acuerdos individuales prevalecen siempre sobre estas CGC.

## § 2 Celebración del contrato

(1) La presentación de nuestros servicios y paquetes en este sitio web no constituye una oferta jurídicamente vinculante, sino una invitación a enviarnos una solicitud.

(2) Puede enviarnos su solicitud a través del formulario de contacto, por correo electrónico, por teléfono o en persona. A continuación le enviaremos una oferta o una confirmación de reserva en forma de texto (p. ej., por correo electrónico) con el alcance de los servicios, la(s) cita(s) y el precio. El contrato se celebra con nuestra confirmación de reserva en forma de texto o, si primero le hemos enviado una oferta, con su aceptación de dicha oferta.

(3) La conversación inicial gratuita que, en su caso, ofrezcamos no es vinculante y no obliga a realizar una reserva.

(4) El idioma del contrato es el alemán. Recibirá el contenido del contrato y estas CGC en forma de texto junto con la confirmación de reserva.

## § 3 Servicios; el coaching no es una terapia

(1) El objeto del contrato son servicios de coaching, como sesiones individuales, paquetes de coaching o talleres, con el alcance descrito en la confirmación de reserva. Las sesiones tienen lugar en nuestras instalaciones, en un lugar acordado o en línea (§ 10).

(2) El coaching es un proceso conjunto y orientado a objetivos en el que se le ayuda a desarrollar sus propias soluciones. Le debemos un acompañamiento cuidadoso y competente según nuestro leal saber y entender (contrato de servicios en el sentido de los §§ 611 y ss. del BGB), pero no un resultado determinado. Las decisiones y su puesta en práctica son responsabilidad suya.

(3) **El coaching no es psicoterapia ni un tratamiento sanitario.** No realizamos diagnósticos ni tratamos enfermedades. El coaching no sustituye ningún examen ni tratamiento médico, psicoterapéutico o psiquiátrico y presupone una capacidad de resistencia psíquica y física normal.

(4) Le rogamos que nos informe antes de comenzar el coaching si está recibiendo tratamiento médico, psicoterapéutico o psiquiátrico, para que podamos aclarar juntos si el coaching es conveniente en este momento. Si surgen indicios de una enfermedad que requiera tratamiento, se lo indicaremos y podremos interrumpir o finalizar el coaching; en ese caso le reembolsaremos los importes ya abonados por servicios no prestados.

(5) En caso de crisis aguda, diríjase a su médico, al servicio alemán de guardia médica (116 117), al servicio alemán de atención telefónica Telefonseelsorge (0800 111 0 111) o, en caso de emergencia, al número de emergencias 112.

(6) Los servicios los presta personalmente Anna Weber, salvo que se acuerde otra cosa.

## § 4 Citas, cancelación e inasistencia

(1) Las citas se acuerdan de forma individual y se confirman en forma de texto.

(2) Puede cancelar o aplazar gratuitamente una cita acordada hasta **48 horas** antes de su inicio. La cancelación puede realizarse en forma de texto (p. ej., por correo electrónico) o por teléfono; lo determinante es el momento en que nos llega.

(3) Si cancela más tarde (menos de 48 horas antes del inicio), facturaremos el **50 %** de los honorarios acordados para esa cita. Si no acude a la cita sin haberla cancelado, facturaremos el **100 %** de los honorarios.

(4) En todo caso, usted tiene derecho a demostrar que no hemos sufrido ningún perjuicio o que este ha sido considerablemente menor. Si podemos asignar a otra persona la cita que ha quedado libre, no se cobrará ningún cargo por cancelación.

(5) En el caso de los paquetes, el cargo por cancelación se calcula sobre el precio proporcional de una sesión; puede compensarse con el saldo del paquete.

(6) Si llega tarde, la sesión se acorta en consecuencia; los honorarios acordados no varían.

(7) Si nosotros tenemos que cancelar una cita, por ejemplo por enfermedad, se lo comunicaremos lo antes posible y le ofreceremos una cita alternativa. Esto no le supondrá ningún coste; le reembolsaremos los pagos correspondientes a citas que no puedan recuperarse. Cualquier otra reclamación se rige por el § 8.

## § 5 Precios y pago

(1) Se aplican los precios acordados en el momento de la reserva. Todos los precios son precios brutos en euros e incluyen el IVA legal.

(2) Las sesiones individuales se facturan después de la sesión y los paquetes tras la celebración del contrato. Recibirá la factura por correo electrónico. Deberá abonarla sin deducción alguna en un plazo de **14 días** desde su recepción mediante transferencia a la cuenta indicada en la factura.

(3) En caso de demora en el pago, se aplicarán las disposiciones legales.

(4) Solo podrá compensar con créditos que no hayan sido impugnados, que hayan sido declarados en sentencia firme o que se deriven de la misma relación contractual.

## § 6 Paquetes de coaching

(1) Los paquetes comprenden el número de sesiones u otros servicios descritos en cada caso por un precio total.

(2) Un paquete tiene una validez de **seis meses** desde la celebración del contrato. Durante este periodo puede hacer uso de las sesiones incluidas previa cita. Los servicios no utilizados caducan al finalizar el periodo de validez, salvo que la falta de uso nos sea imputable (por ejemplo, porque no pudimos ofrecer citas); en tal caso, la validez se prorroga de forma adecuada. En casos justificados, como una enfermedad prolongada, acordaremos una prórroga si usted lo solicita.

(3) Los paquetes son personales y solo pueden transferirse a otra persona con nuestro consentimiento. Los servicios no utilizados solo se reembolsan en los casos previstos en estas CGC. Los derechos legales, en particular el derecho de desistimiento y los derechos legales de resolución, no se ven afectados.

## § 7 Confidencialidad

(1) Tratamos con estricta confidencialidad toda la información que nos confíe en el marco del coaching, también una vez finalizada nuestra colaboración. Esto no se aplica cuando estemos legalmente obligados a revelarla o cuando su revelación sea necesaria para evitar un peligro grave para la vida o la integridad física.

(2) Si su empleador financia el coaching, no transmitimos el contenido de las sesiones. Solo se comunican los datos necesarios para la facturación (p. ej., el número y las fechas de las sesiones), salvo que usted consienta una comunicación más amplia.

(3) Con fines de garantía de calidad, podemos tratar casos en supervisión o en consultas entre colegas, pero exclusivamente de forma anonimizada.

(4) Las grabaciones de audio o vídeo de las sesiones solo están permitidas con el consentimiento expreso y previo de ambas partes.

(5) Nuestra política de privacidad explica cómo tratamos sus datos personales.

## § 8 Responsabilidad

(1) Respondemos de forma ilimitada en caso de dolo y negligencia grave, por los daños derivados de lesiones a la vida, la integridad física o la salud, en la medida en que hayamos asumido una garantía, y conforme a las disposiciones legales imperativas.

(2) En caso de incumplimiento por negligencia leve de obligaciones contractuales esenciales, nuestra responsabilidad se limita al daño previsible y típico de este tipo de contrato. Son obligaciones contractuales esenciales aquellas cuyo cumplimiento hace posible la correcta ejecución del contrato y en cuyo cumplimiento usted puede confiar habitualmente. Por lo demás, queda excluida la responsabilidad por negligencia leve.

(3) Las limitaciones anteriores se aplican también en favor de nuestros auxiliares en el cumplimiento.

(4) Usted es responsable de su salud física y mental, así como de las decisiones y acciones que adopte en relación con el coaching.

## § 9 Derecho de desistimiento para consumidores

(1) Si, como consumidor, celebra un contrato exclusivamente a través de medios de comunicación a distancia (p. ej., por correo electrónico, por teléfono o a través de nuestro sitio web) o fuera de nuestro establecimiento, dispone de un derecho de desistimiento legal conforme a la siguiente información sobre el desistimiento.

### Información sobre el derecho de desistimiento

**Derecho de desistimiento**

Tiene usted derecho a desistir del presente contrato en un plazo de catorce días sin necesidad de justificación. El plazo de desistimiento expirará a los catorce días del día de la celebración del contrato.

Para ejercer el derecho de desistimiento, deberá usted notificarnos (Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlín, Alemania, teléfono: +49 30 0000000 (Demo), correo electrónico: kontakt@wegweiser-coaching.example) su decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, una carta enviada por correo postal o un correo electrónico). Podrá utilizar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio.

Para cumplir el plazo de desistimiento, basta con que la comunicación relativa al ejercicio por su parte de este derecho sea enviada antes de que venza el plazo correspondiente.

**Consecuencias del desistimiento**

En caso de desistimiento por su parte, le devolveremos todos los pagos recibidos de usted sin ninguna demora indebida y, en todo caso, a más tardar catorce días a partir de la fecha en la que se nos informe de su decisión de desistir del presente contrato. Procederemos a efectuar dicho reembolso utilizando el mismo medio de pago empleado por usted para la transacción inicial, a no ser que haya usted dispuesto expresamente lo contrario; en todo caso, no incurrirá en ningún gasto como consecuencia del reembolso.

Si usted ha solicitado que la prestación de los servicios dé comienzo durante el plazo de desistimiento, nos abonará un importe proporcional a la parte ya prestada del servicio en el momento en que nos haya comunicado su desistimiento, en relación con el objeto total del contrato.

*Fin de la información sobre el derecho de desistimiento*

(2) **Extinción anticipada:** el derecho de desistimiento se extingue anticipadamente si hemos prestado el servicio en su totalidad y usted, antes del inicio de la ejecución, ha consentido expresamente que comencemos la ejecución antes de que finalice el plazo de desistimiento y ha confirmado que es consciente de que perderá su derecho de desistimiento una vez que hayamos ejecutado íntegramente el contrato (§ 356, apdo. 4 del BGB).

### Modelo de formulario de desistimiento

(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato).

- A la atención de: Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlín, Alemania, correo electrónico: kontakt@wegweiser-coaching.example
- Por la presente le comunico/comunicamos que desisto de mi/desistimos de nuestro contrato de prestación del siguiente servicio:
- Contratado el:
- Nombre del consumidor o de los consumidores:
- Domicilio del consumidor o de los consumidores:
- Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):
- Fecha:

## § 10 Sesiones en línea

(1) Previo acuerdo, las sesiones pueden celebrarse por videoconferencia o por teléfono. Le comunicaremos el sistema de videoconferencia utilizado y el enlace de acceso junto con la confirmación de la cita. A las sesiones en línea se les aplican las mismas condiciones que a las sesiones presenciales, en particular el § 4.

(2) Usted se encarga de los requisitos técnicos por su parte (un dispositivo con cámara y micrófono y una conexión a internet estable), así como de disponer de un lugar tranquilo y sin interrupciones en el que pueda hablar abiertamente y en el que nadie pueda escuchar sin ser advertido.

(3) También en las sesiones en línea, las grabaciones solo están permitidas con el consentimiento expreso y previo de ambas partes (§ 7, apdo. 4).

(4) Si una sesión no puede celebrarse o debe interrumpirse por motivos técnicos atribuibles a nosotros, recuperaremos gratuitamente el tiempo perdido. Si la incidencia se produce en su ámbito de responsabilidad, intentaremos continuar la sesión por teléfono; si no es posible, se aplicará por analogía el § 4, apdos. 3 y 4, salvo que la incidencia no le sea imputable.

## § 11 Disposiciones finales

(1) Se aplica el derecho de la República Federal de Alemania, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías. Frente a los consumidores, esta elección de ley solo se aplica en la medida en que no les prive de la protección que les otorguen las disposiciones imperativas del derecho del Estado en el que tengan su residencia habitual.

(2) Si usted es comerciante, persona jurídica de derecho público o patrimonio especial de derecho público, el fuero exclusivo para todos los litigios derivados del presente contrato será Berlín.

(3) No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de resolución alternativa de litigios de consumo.

(4) Si alguna de las disposiciones de estas CGC fuera o llegara a ser total o parcialmente ineficaz, la validez de las demás disposiciones no se verá afectada. La disposición ineficaz se sustituirá por las disposiciones legales.

(5) Estas CGC también están disponibles en traducción. Solo la versión alemana es determinante.
`;

const termsFr = `> **Avertissement :** Il s’agit de données de démonstration. Veuillez les remplacer par les informations réelles avant la publication.

> **Remarque :** Cette traduction est fournie à titre indicatif. Seule la version allemande fait foi.

Dernière mise à jour : novembre 2026

## § 1 Champ d’application

(1) Les présentes conditions générales de vente (« CGV ») s’appliquent à tous les contrats de prestations de coaching conclus entre Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin, Allemagne (ci-après « nous ») et ses clientes et clients (ci-après « vous »).

(2) Les CGV s’appliquent aussi bien aux consommateurs (§ 13 du Code civil allemand, BGB) qu’aux professionnels (§ 14 BGB), sauf distinction expresse entre les deux ci-après.

(3) Les conditions générales divergentes, contraires ou complémentaires des clients ne font partie du contrat que si nous avons expressément accepté leur application sous forme textuelle. Les accords individuels priment toujours sur les présentes CGV.

## § 2 Conclusion du contrat

(1) La présentation de nos prestations et forfaits sur ce site web ne constitue pas une offre juridiquement contraignante, mais une invitation à nous adresser une demande.

(2) Vous pouvez nous adresser votre demande via le formulaire de contact, par e-mail, par téléphone ou en personne. Nous vous envoyons ensuite, sous forme textuelle (par ex. par e-mail), une offre ou une confirmation de réservation précisant l’étendue des prestations, le ou les rendez-vous et le prix. Le contrat est conclu par notre confirmation de réservation sous forme textuelle ou, si nous vous avons d’abord adressé une offre, par votre acceptation de cette offre.

(3) L’éventuel entretien de découverte gratuit que nous proposons est sans engagement et n’oblige pas à réserver.

(4) La langue du contrat est l’allemand. Vous recevez le contenu du contrat et les présentes CGV sous forme textuelle avec la confirmation de réservation.

## § 3 Prestations ; le coaching n’est pas une thérapie

(1) Le contrat porte sur des prestations de coaching, telles que des séances individuelles, des forfaits de coaching ou des ateliers, dans la mesure décrite dans la confirmation de réservation. Les séances ont lieu dans nos locaux, en un lieu convenu ou en ligne (§ 10).

(2) Le coaching est un processus commun, orienté vers des objectifs, au cours duquel vous êtes accompagné(e) dans l’élaboration de vos propres solutions. Nous vous devons un accompagnement soigneux et compétent, en toute bonne foi et au mieux de nos connaissances (contrat de services au sens des §§ 611 et suivants du BGB), mais non un résultat déterminé. Les décisions et leur mise en œuvre relèvent de votre propre responsabilité.

(3) **Le coaching n’est ni une psychothérapie ni un traitement médical.** Nous n’établissons aucun diagnostic et ne traitons aucune maladie. Le coaching ne remplace pas un examen ou un traitement médical, psychothérapeutique ou psychiatrique et suppose une capacité de résistance psychique et physique normale.

(4) Veuillez nous informer avant le début du coaching si vous suivez un traitement médical, psychothérapeutique ou psychiatrique, afin que nous puissions déterminer ensemble si un coaching est opportun pour le moment. Si des indices laissent penser à une maladie nécessitant un traitement, nous vous le signalerons et pourrons interrompre ou mettre fin au coaching ; dans ce cas, nous vous rembourserons les sommes déjà versées pour des prestations non fournies.

(5) En cas de crise aiguë, veuillez vous adresser à votre médecin, au service allemand de permanence médicale (116 117), au service allemand d’écoute téléphonique Telefonseelsorge (0800 111 0 111) ou, en cas d’urgence, au numéro d’urgence 112.

(6) Les prestations sont fournies personnellement par Anna Weber, sauf convention contraire.

## § 4 Rendez-vous, annulation et absence

(1) Les rendez-vous sont fixés individuellement et confirmés sous forme textuelle.

(2) Vous pouvez annuler ou reporter gratuitement un rendez-vous convenu jusqu’à **48 heures** avant son début. L’annulation peut se faire sous forme textuelle (par ex. par e-mail) ou par téléphone ; le moment de sa réception par nous est déterminant.

(3) En cas d’annulation plus tardive (moins de 48 heures avant le début), nous facturons **50 %** des honoraires convenus pour ce rendez-vous. Si vous ne vous présentez pas au rendez-vous sans l’avoir annulé, nous facturons **100 %** des honoraires.

(4) Dans tous les cas, vous êtes en droit de prouver que nous n’avons subi aucun préjudice ou un préjudice sensiblement moindre. Si nous pouvons attribuer le créneau libéré à une autre personne, aucuns frais d’annulation ne sont facturés.

(5) Pour les forfaits, les frais d’annulation sont calculés sur la base du prix proportionnel d’une séance ; ils peuvent être imputés sur le solde du forfait.

(6) En cas de retard de votre part, la séance est raccourcie d’autant ; les honoraires convenus restent inchangés.

(7) Si nous devons annuler un rendez-vous, par exemple pour cause de maladie, nous vous en informons le plus tôt possible et vous proposons un autre rendez-vous. Cela n’entraîne aucun frais pour vous ; nous remboursons les paiements afférents aux rendez-vous qui ne peuvent pas être rattrapés. Toute autre prétention est régie par le § 8.

## § 5 Prix et paiement

(1) Les prix convenus lors de la réservation s’appliquent. Tous les prix sont des prix TTC en euros et incluent la TVA légale.

(2) Les séances individuelles sont facturées après la séance, les forfaits après la conclusion du contrat. Vous recevez la facture par e-mail. Elle est payable sans déduction dans un délai de **14 jours** à compter de sa réception, par virement sur le compte indiqué sur la facture.

(3) En cas de retard de paiement, les dispositions légales s’appliquent.

(4) Vous ne pouvez opérer de compensation qu’avec des créances incontestées, constatées par une décision passée en force de chose jugée ou découlant du même rapport contractuel.

## § 6 Forfaits de coaching

(1) Les forfaits comprennent le nombre de séances ou d’autres prestations décrit dans chaque cas, pour un prix global.

(2) Un forfait est valable **six mois** à compter de la conclusion du contrat. Pendant cette période, vous pouvez utiliser les séances incluses sur rendez-vous. Les prestations non utilisées expirent à la fin de la période de validité, sauf si leur non-utilisation nous est imputable (par exemple parce que nous n’avons pas pu proposer de rendez-vous) ; dans ce cas, la validité est prolongée de manière appropriée. Dans des cas justifiés, comme une maladie prolongée, nous convenons d’une prolongation sur demande.

(3) Les forfaits sont personnels et ne peuvent être transférés à une autre personne qu’avec notre accord. Les prestations non utilisées ne sont remboursées que dans les cas prévus par les présentes CGV. Les droits légaux, notamment le droit de rétractation et les droits légaux de résiliation, demeurent inchangés.

## § 7 Confidentialité

(1) Nous traitons de manière strictement confidentielle toutes les informations que vous nous confiez dans le cadre du coaching, y compris après la fin de notre collaboration. Cela ne s’applique pas lorsque nous sommes légalement tenus de les divulguer ou lorsqu’une divulgation est nécessaire pour écarter un danger grave pour la vie ou l’intégrité physique.

(2) Si votre employeur finance le coaching, nous ne transmettons pas le contenu des séances. Seules les informations nécessaires à la facturation (par ex. le nombre et les dates des séances) sont communiquées, sauf si vous consentez à une communication plus étendue.

(3) À des fins d’assurance qualité, nous pouvons évoquer des cas en supervision ou en intervision, mais exclusivement sous forme anonymisée.

(4) Les enregistrements audio ou vidéo des séances ne sont autorisés qu’avec l’accord exprès et préalable des deux parties.

(5) Notre politique de confidentialité explique comment nous traitons vos données personnelles.

## § 8 Responsabilité

(1) Notre responsabilité est illimitée en cas de faute intentionnelle et de négligence grave, pour les dommages résultant d’une atteinte à la vie, à l’intégrité physique ou à la santé, lorsque nous avons donné une garantie, ainsi que conformément aux dispositions légales impératives.

(2) En cas de manquement par négligence légère à des obligations contractuelles essentielles, notre responsabilité est limitée au dommage prévisible et typique pour ce type de contrat. Les obligations contractuelles essentielles sont celles dont l’exécution conditionne la bonne exécution du contrat et au respect desquelles vous pouvez normalement vous fier. Pour le reste, la responsabilité pour négligence légère est exclue.

(3) Les limitations qui précèdent s’appliquent également au profit de nos auxiliaires d’exécution.

(4) Vous êtes responsable de votre santé physique et mentale ainsi que des décisions et actions que vous prenez en lien avec le coaching.

## § 9 Droit de rétractation des consommateurs

(1) Si vous concluez un contrat en tant que consommateur exclusivement au moyen de techniques de communication à distance (par ex. par e-mail, par téléphone ou via notre site web) ou hors de nos locaux commerciaux, vous disposez d’un droit de rétractation légal conformément aux informations ci-dessous.

### Informations sur le droit de rétractation

**Droit de rétractation**

Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Le délai de rétractation expire quatorze jours après le jour de la conclusion du contrat.

Pour exercer le droit de rétractation, vous devez nous notifier (Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin, Allemagne, téléphone : +49 30 0000000 (Demo), e-mail : kontakt@wegweiser-coaching.example) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire.

Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.

**Effets de la rétractation**

En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent ; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous.

Si vous avez demandé que la prestation de services commence pendant le délai de rétractation, vous devrez nous payer un montant proportionnel à ce qui vous a été fourni jusqu’au moment où vous nous avez informés de votre rétractation du présent contrat, par rapport à l’ensemble des prestations prévues par le contrat.

*Fin des informations sur le droit de rétractation*

(2) **Extinction anticipée :** le droit de rétractation s’éteint de manière anticipée lorsque nous avons entièrement exécuté la prestation et que vous avez, avant le début de l’exécution, expressément consenti à ce que nous commencions l’exécution avant l’expiration du délai de rétractation et confirmé avoir pris connaissance du fait que vous perdez votre droit de rétractation une fois le contrat entièrement exécuté par nous (§ 356, alinéa 4 BGB).

### Modèle de formulaire de rétractation

(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)

- À l’attention de : Wegweiser Coaching – Anna Weber (Demodaten), Musterstraße 1, 10115 Berlin, Allemagne, e-mail : kontakt@wegweiser-coaching.example
- Je/Nous vous notifie/notifions par la présente ma/notre rétractation du contrat portant sur la prestation de services ci-dessous :
- Commandé le :
- Nom du (des) consommateur(s) :
- Adresse du (des) consommateur(s) :
- Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :
- Date :

## § 10 Séances en ligne

(1) Sur accord, les séances peuvent avoir lieu par visioconférence ou par téléphone. Nous vous communiquons le système de visioconférence utilisé et le lien d’accès avec la confirmation du rendez-vous. Les mêmes conditions que pour les séances en présentiel s’appliquent aux séances en ligne, notamment le § 4.

(2) Vous veillez aux conditions techniques de votre côté (un appareil doté d’une caméra et d’un microphone, une connexion internet stable) ainsi qu’à disposer d’un endroit calme et sans dérangement, où vous pouvez parler librement et où personne ne peut écouter à votre insu.

(3) Lors des séances en ligne également, les enregistrements ne sont autorisés qu’avec l’accord exprès et préalable des deux parties (§ 7, alinéa 4).

(4) Si une séance ne peut pas avoir lieu ou doit être interrompue pour des raisons techniques de notre côté, nous rattrapons gratuitement le temps perdu. Si la perturbation relève de votre sphère de responsabilité, nous essayons de poursuivre la séance par téléphone ; si cela n’est pas possible, le § 4, alinéas 3 et 4, s’applique par analogie, sauf si la perturbation ne vous est pas imputable.

## § 11 Dispositions finales

(1) Le droit de la République fédérale d’Allemagne s’applique, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises. À l’égard des consommateurs, ce choix de loi ne s’applique que dans la mesure où il ne les prive pas de la protection que leur accordent les dispositions impératives du droit de l’État dans lequel ils ont leur résidence habituelle.

(2) Si vous êtes commerçant, personne morale de droit public ou établissement public doté d’un patrimoine distinct, Berlin est le tribunal exclusivement compétent pour tous les litiges découlant du présent contrat.

(3) Nous ne sommes ni disposés ni tenus de participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.

(4) Si certaines dispositions des présentes CGV sont ou deviennent nulles en tout ou en partie, la validité des autres dispositions n’en est pas affectée. La disposition nulle est remplacée par les dispositions légales.

(5) Les présentes CGV sont également disponibles en traduction. Seule la version allemande fait foi.
`;

const termsZh = `> **提示：** 以下为演示数据，发布前请替换为真实信息。

> **说明：** 本译文仅供参考，仅德文版本具有法律约束力。

更新日期：2026年11月

## 第1条 适用范围

(1) 本一般交易条款（以下简称“本条款”）适用于 Wegweiser Coaching – Anna Weber (Demodaten)（地址：Musterstraße 1, 10115 Berlin, 德国；以下简称“我们”）与其客户（以下简称“您”）之间订立的所有教练服务合同。

(2) 除下文明确区分的情形外，本条款同样适用于消费者（德国《民法典》（BGB）第13条）和经营者（BGB第14条）。

(3) 客户提出的与本条款不同、相抵触或补充性的交易条件，只有在我们以文本形式明确同意其效力的情况下，才构成合同的组成部分。个别约定始终优先于本条款。

## 第2条 合同的订立

(1) 本网站上对我们服务和套餐的介绍不构成具有法律约束力的要约，而是邀请您向我们提出咨询。

(2) 您可以通过联系表单、电子邮件、电话或当面向我们提出咨询。随后，我们会以文本形式（例如通过电子邮件）向您发送报价或预约确认，其中注明服务范围、预约时间和价格。合同自我们以文本形式发出预约确认时成立；如果我们先向您发送了报价，则自您接受该报价时成立。

(3) 我们可能提供的免费初次沟通不具约束力，您无需因此进行预订。

(4) 合同语言为德语。您将随预约确认以文本形式收到合同内容和本条款。

## 第3条 服务内容；教练不是治疗

(1) 合同标的为教练服务，例如单次会谈、教练套餐或工作坊，具体范围以预约确认中的描述为准。会谈在我们的场所、约定的地点或线上进行（第10条）。

(2) 教练是一个共同参与、以目标为导向的过程，旨在支持您发展出自己的解决方案。我们尽己所知、秉持诚信，提供认真、专业的陪伴（属于 BGB 第611条及以下各条所指的服务合同），但不保证取得特定结果。各项决定及其实施由您自行负责。

(3) **教练不是心理治疗，也不是医疗行为。** 我们不作诊断，也不治疗疾病。教练不能替代医学、心理治疗或精神病学方面的检查或治疗，并以正常的心理和身体承受能力为前提。

(4) 如果您正在接受医学、心理治疗或精神科治疗，请在教练开始前告知我们，以便我们共同判断目前进行教练是否合适。如有迹象表明存在需要治疗的疾病，我们会向您指出，并可中断或终止教练；在此情况下，我们将退还您已为尚未提供的服务所支付的费用。

(5) 如遇急性危机，请联系您的医生、德国医疗值班服务（116 117）、德国电话心理援助热线 Telefonseelsorge（0800 111 0 111），紧急情况下请拨打急救电话112。

(6) 除另有约定外，服务由 Anna Weber 本人亲自提供。

## 第4条 预约、取消和缺席

(1) 预约时间单独约定，并以文本形式确认。

(2) 您可以在预约开始前 **48小时** 之前免费取消或改期。取消可以文本形式（例如电子邮件）或通过电话进行；以我们收到取消通知的时间为准。

(3) 如您较晚取消（距开始不足48小时），我们将收取该次预约约定费用的 **50%**。如您未取消且未出席，我们将收取 **100%** 的费用。

(4) 在任何情况下，您均有权证明我们没有遭受损失或损失明显较低。如果我们能够将空出的时段另行安排给他人，则不收取取消费。

(5) 对于套餐，取消费按单次会谈的折算价格计算，并可从套餐余额中扣除。

(6) 如您迟到，会谈时间相应缩短；约定的费用不变。

(7) 如果我们因生病等原因必须取消预约，我们会尽早通知您并为您提供替代时间。您不会因此产生任何费用；对于无法补约的预约，我们将退还相应款项。其他索赔依照第8条处理。

## 第5条 价格和付款

(1) 以预订时约定的价格为准。所有价格均为以欧元计的含税价格，已包含法定增值税。

(2) 单次会谈在会谈结束后开具账单，套餐在合同订立后开具账单。账单将通过电子邮件发送给您。请在收到账单后 **14天** 内，以银行转账方式将全款汇入账单所列账户，不得扣减。

(3) 逾期付款的，适用法律规定。

(4) 您仅可以无争议的、经法院终局确认的或基于同一合同关系产生的债权进行抵销。

## 第6条 教练套餐

(1) 套餐包括各自说明中所列数量的会谈或其他服务，并以总价提供。

(2) 套餐自合同订立之日起 **六个月** 内有效。在此期间，您可以预约使用套餐所含的会谈。有效期届满时，未使用的服务即告失效，除非未能使用的原因应由我们负责（例如我们无法提供预约时间）；在此情况下，有效期将适当延长。在有正当理由的情况下（例如长期患病），我们可应您的要求约定延期。

(3) 套餐仅限本人使用，经我们同意后方可转让给他人。未使用的服务仅在本条款规定的情形下退款。法定权利，尤其是撤回权和法定解约权，不受影响。

## 第7条 保密

(1) 对于您在教练过程中托付给我们的所有信息，我们均严格保密——合作结束后亦然。但我们依法负有披露义务，或为避免对生命或身体造成严重危险而必须披露的情形除外。

(2) 如果教练费用由您的雇主承担，我们不会透露会谈内容。除非您同意作更多披露，我们仅提供开具账单所需的信息（例如会谈次数和日期）。

(3) 为保证质量，我们可能会在督导或同行研讨中讨论个案，但仅以匿名形式进行。

(4) 只有在双方事先明确同意的情况下，才允许对会谈进行录音或录像。

(5) 关于我们如何处理您的个人数据，请参阅我们的隐私政策。

## 第8条 责任

(1) 对于故意和重大过失、因侵害生命、身体或健康而造成的损害、我们已作出担保的情形，以及依照强制性法律规定，我们承担无限责任。

(2) 对于因轻微过失违反重要合同义务的情形，我们的责任以此类合同典型的、可预见的损害为限。重要合同义务是指其履行是合同得以正常履行的前提、且您通常可以信赖其得到遵守的义务。除此之外，对轻微过失的责任予以排除。

(3) 上述限制同样适用于我们的履行辅助人。

(4) 您对自己的身心健康以及与教练相关的决定和行为自行负责。

## 第9条 消费者的撤回权

(1) 如果您作为消费者，完全通过远程通信方式（例如电子邮件、电话或我们的网站）或在我们营业场所以外订立合同，您享有依照以下撤回须知的法定撤回权。

### 撤回须知

**撤回权**

您有权在十四天内无需说明理由撤回本合同。撤回期限为自合同订立之日起十四天。

如需行使撤回权，您必须以明确的声明（例如邮寄信件或电子邮件）将撤回本合同的决定告知我们（Wegweiser Coaching – Anna Weber (Demodaten)，Musterstraße 1, 10115 Berlin, 德国，电话：+49 30 0000000 (Demo)，电子邮件：kontakt@wegweiser-coaching.example）。您可以使用下方的撤回表格样本，但并非必须使用。

只要您在撤回期限届满前发出行使撤回权的通知，即视为遵守了撤回期限。

**撤回的后果**

如果您撤回本合同，我们将毫不迟延地退还从您处收到的所有款项，最迟不超过我们收到您撤回本合同通知之日起十四天。我们将使用您在原交易中所使用的同一支付方式退款，除非与您另有明确约定；在任何情况下，您均无需为此次退款支付任何费用。

如果您要求在撤回期限内开始提供服务，则您应向我们支付一笔合理的金额，该金额与截至您通知我们行使撤回权之时已提供的服务占合同约定全部服务的比例相当。

*撤回须知结束*

(2) **提前失效：** 如果我们已完全提供服务，且您在服务开始履行前明确同意我们在撤回期限届满前开始履行，并确认您知悉撤回权将在我们完全履行合同后失效，则撤回权提前失效（BGB第356条第4款）。

### 撤回表格样本

（如您希望撤回合同，请填写本表格并寄回。）

- 致：Wegweiser Coaching – Anna Weber (Demodaten)，Musterstraße 1, 10115 Berlin, 德国，电子邮件：kontakt@wegweiser-coaching.example
- 本人/我们特此撤回本人/我们就提供以下服务所订立的合同：
- 订购日期：
- 消费者姓名：
- 消费者地址：
- 消费者签名（仅限以纸质形式通知时）：
- 日期：

## 第10条 线上会谈

(1) 经约定，会谈可以通过视频会议或电话进行。我们会在预约确认中告知您所使用的视频会议系统和访问链接。线上会谈适用与线下会谈相同的条件，尤其是第4条。

(2) 您应确保自身一方具备技术条件（带摄像头和麦克风的设备、稳定的网络连接），并选择一个安静、不受打扰的地点，以便您能够敞开交谈，且不会有人在您不知情的情况下旁听。

(3) 线上会谈同样只有在双方事先明确同意的情况下才允许录制（第7条第4款）。

(4) 如果会谈因我们一方的技术原因无法进行或必须中断，我们将免费补足损失的时间。如果故障属于您的责任范围，我们将尝试通过电话继续会谈；如无法继续，则参照适用第4条第3款和第4款，但故障不可归责于您的除外。

## 第11条 最终条款

(1) 本合同适用德意志联邦共和国法律，排除《联合国国际货物销售合同公约》的适用。对于消费者，该法律选择仅在不剥夺其惯常居所地国家法律强制性规定所给予之保护的范围内适用。

(2) 如果您是商人、公法法人或公法特别财产，则因本合同产生的一切争议的专属管辖地为柏林。

(3) 我们既不愿意、也没有义务参加消费者调解机构的争议解决程序。

(4) 如本条款的个别规定全部或部分无效或嗣后无效，其余规定的效力不受影响。无效规定由相应的法律规定替代。

(5) 本条款亦提供译本。仅以德文版本为准。
`;

/**
 * Lines of the demo identity that every language of the seeded privacy policy and imprint holds: a
 * page holding one still shows the demo data (the console's start page asks to replace it).
 */
export const LEGAL_DEMO_MARKERS = ['(Demodaten)', 'Musterstraße 1'] as const;

/** The version date the texts state ("Stand: November 2026"): their last update when seeded. */
export const LEGAL_PAGES_VERSION = '2026-11-25T00:00:00.000Z';

export const legalPages: SeedLegalPage[] = [
  {
    type: 'privacy',
    slug: 'privacy',
    title: {
      de: 'Datenschutzerklärung',
      en: 'Privacy Policy',
      es: 'Política de privacidad',
      fr: 'Politique de confidentialité',
      zh: '隐私政策',
    },
    content: { de: privacyDe, en: privacyEn, es: privacyEs, fr: privacyFr, zh: privacyZh },
  },
  {
    type: 'imprint',
    slug: 'imprint',
    title: {
      de: 'Impressum',
      en: 'Legal Notice',
      es: 'Aviso legal',
      fr: 'Mentions légales',
      zh: '法律声明',
    },
    content: { de: imprintDe, en: imprintEn, es: imprintEs, fr: imprintFr, zh: imprintZh },
  },
  {
    type: 'terms',
    slug: 'terms',
    title: {
      de: 'Allgemeine Geschäftsbedingungen',
      en: 'Terms and Conditions',
      es: 'Condiciones generales de contratación',
      fr: 'Conditions générales de vente',
      zh: '一般交易条款',
    },
    content: { de: termsDe, en: termsEn, es: termsEs, fr: termsFr, zh: termsZh },
  },
];
