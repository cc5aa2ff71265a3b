<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Availability</name>
    <message>
        <source>internal Azure use only</source>
        <translation>nur für interne Azure-Nutzung</translation>
    </message>
    <message>
        <source>Google Cloud only</source>
        <translation>nur Google Cloud</translation>
    </message>
    <message>
        <source>AWS EC2 only</source>
        <translation>nur AWS EC2</translation>
    </message>
    <message>
        <source>cloud-only</source>
        <translation>nur Cloud</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>Kauf</translation>
    </message>
</context>
<context>
    <name>BoundedList</name>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>und %Ln weitere</numerusform>
            <numerusform>und %Ln weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogChart</name>
    <message numerus="yes">
        <source>%Ln chip(s) in this cell, drawn as a bin:</source>
        <translation>
            <numerusform>%Ln Chip in dieser Zelle, als Klasse gezeichnet:</numerusform>
            <numerusform>%Ln Chips in dieser Zelle, als Klasse gezeichnet:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogDiff</name>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Family / generation</source>
        <translation>Familie / Generation</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Sparsity note</source>
        <translation>Sparsity-Hinweis</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Vendor totals count sparsity</source>
        <translation>Herstellersummen zählen Sparsity</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Price per chip-hour</source>
        <translation>Preis pro Chip-Stunde</translation>
    </message>
    <message>
        <source>1 price</source>
        <translation>1 Preis</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1 Preise</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>Preisverlauf</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>chip price</source>
        <translation>Chip-Preis</translation>
    </message>
    <message>
        <source>LLM model</source>
        <translation>LLM-Modell</translation>
    </message>
    <message>
        <source>system</source>
        <translation>System</translation>
    </message>
    <message>
        <source>offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>%1 added, %2 removed, %3 changed</source>
        <translation>%1 hinzugefügt, %2 entfernt, %3 geändert</translation>
    </message>
</context>
<context>
    <name>CatalogJson</name>
    <message>
        <source>figure &quot;%1&quot; is not an object</source>
        <translation>Kennzahl „%1“ ist kein Objekt</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: value must be a number</source>
        <translation>Kennzahl „%1“: der Wert muss eine Zahl sein</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: value must be text</source>
        <translation>Kennzahl „%1“: der Wert muss Text sein</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: unknown status &quot;%2&quot;</source>
        <translation>Kennzahl „%1“: unbekannter Status „%2“</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is %2 but has a value</source>
        <translation>Kennzahl „%1“ ist %2, hat aber einen Wert</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is %2 but has no value</source>
        <translation>Kennzahl „%1“ ist %2, hat aber keinen Wert</translation>
    </message>
    <message>
        <source>line %1, column %2: not valid JSON (%3)</source>
        <extracomment>%3 is Qt&apos;s description of the error, in English.</extracomment>
        <translation>Zeile %1, Spalte %2: kein gültiges JSON (%3)</translation>
    </message>
    <message>
        <source>the &quot;format&quot; key is not &quot;%1&quot;</source>
        <translation>der Schlüssel „format“ ist nicht „%1“</translation>
    </message>
    <message>
        <source>cannot read the built-in catalog %1: %2</source>
        <translation>der mitgelieferte Katalog %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing or empty</source>
        <translation>„%1“ fehlt oder ist leer</translation>
    </message>
    <message>
        <source>unknown figure &quot;%1&quot;</source>
        <translation>unbekannte Kennzahl „%1“</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>unbekannter Schlüssel „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has the wrong type</source>
        <translation>„%1“ hat den falschen Typ</translation>
    </message>
    <message>
        <source>&quot;id&quot; and &quot;name&quot; are required</source>
        <translation>„id“ und „name“ sind erforderlich</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: %2 &quot;%3&quot; is not one of %4</source>
        <translation>Kennzahl „%1“: %2 „%3“ ist keiner der Werte %4</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: %2 must be one of %3 (as text)</source>
        <translation>Kennzahl „%1“: %2 muss einer der Werte %3 sein (als Text)</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: configuration must be text</source>
        <translation>Kennzahl „%1“: die Konfiguration muss Text sein</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: range must be [low, high], two numbers</source>
        <translation>Kennzahl „%1“: der Bereich muss [low, high] sein, zwei Zahlen</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text, not %2</source>
        <translation>&quot;%1&quot; muss ein Text sein, nicht %2</translation>
    </message>
    <message>
        <source>&quot;source_urls&quot; must be an array of texts, not %1</source>
        <translation>&quot;source_urls&quot; muss ein Array von Texten sein, nicht %1</translation>
    </message>
    <message>
        <source>&quot;source_urls&quot; must be an array of texts, and one entry is %1</source>
        <translation>&quot;source_urls&quot; muss ein Array von Texten sein, und ein Eintrag ist %1</translation>
    </message>
    <message>
        <source>&quot;figures&quot; must be an object keyed by figure, not %1</source>
        <translation>&quot;figures&quot; muss ein Objekt mit den Kennzahlen als Schlüsseln sein, nicht %1</translation>
    </message>
    <message>
        <source>chip %1 (&quot;%2&quot;): %3</source>
        <translation>Chip %1 („%2“): %3</translation>
    </message>
    <message>
        <source>chip %1 (without an id): %2</source>
        <translation>Chip %1 (ohne ID): %2</translation>
    </message>
    <message>
        <source>model %1 (&quot;%2&quot;): %3</source>
        <translation>Modell %1 („%2“): %3</translation>
    </message>
    <message>
        <source>model %1 (without an id): %2</source>
        <translation>Modell %1 (ohne ID): %2</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <source>en</source>
        <extracomment>The code of this translation&apos;s language, exactly &quot;de&quot; or &quot;ja&quot;: the GUI shows the built-in catalog&apos;s notes from resources/catalog/notes.&lt;code&gt;.json. Do not translate it into a word.</extracomment>
        <translation>de</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 against %2, by ChipAtlas</source>
        <translation>%1 gegenüber %2, erstellt mit ChipAtlas</translation>
    </message>
    <message>
        <source>Cannot export a chart to %1: use a file name ending in .png, .svg or .csv</source>
        <translation>Das Diagramm kann nicht nach %1 exportiert werden: einen Dateinamen mit der Endung .png, .svg oder .csv verwenden</translation>
    </message>
    <message>
        <source>the chart could not be encoded</source>
        <translation>das Diagramm konnte nicht kodiert werden</translation>
    </message>
    <message>
        <source>dense or sparse not stated</source>
        <translation>dicht oder sparse nicht angegeben</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a date</source>
        <translation>%1 „%2“ ist kein Datum</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1 „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Perf per watt</source>
        <translation>Leistung pro Watt</translation>
    </message>
    <message>
        <source>Memory capacity vs bandwidth</source>
        <translation>Speicherkapazität vs. Bandbreite</translation>
    </message>
    <message>
        <source>Throughput vs memory bandwidth</source>
        <translation>Durchsatz vs. Speicherbandbreite</translation>
    </message>
    <message>
        <source>Throughput vs release date</source>
        <translation>Durchsatz vs. Erscheinungsdatum</translation>
    </message>
    <message>
        <source>Not plotted: %1</source>
        <translation>Nicht dargestellt: %1</translation>
    </message>
    <message>
        <source>%1 is %2: a log axis cannot show it</source>
        <translation>%1 ist %2: eine logarithmische Achse kann das nicht darstellen</translation>
    </message>
    <message>
        <source>Hollow markers and &quot;?&quot;: unverified figures, seen on a third-party page and confirmed by no source: %1</source>
        <translation>Hohle Markierungen und „?“: unbestätigte Werte, auf der Seite eines Dritten gesehen und von keiner Quelle bestätigt: %1</translation>
    </message>
    <message>
        <source>Hollow markers and &quot;*&quot;: the vendor does not say whether the throughput is dense or sparse: %1</source>
        <translation>Hohle Markierungen und „*“: der Hersteller sagt nicht, ob der Durchsatz dicht oder sparse ist: %1</translation>
    </message>
    <message>
        <source>Measured results vs bound</source>
        <translation>Messergebnisse und Obergrenze</translation>
    </message>
    <message>
        <source>Measured tokens per watt</source>
        <translation>Gemessene Tokens pro Watt</translation>
    </message>
    <message>
        <source>Above its bound: an error in the data or in the formula</source>
        <translation>Über seiner Obergrenze: ein Fehler in den Daten oder in der Formel</translation>
    </message>
    <message>
        <source>Hollow markers and &quot;target&quot;: design targets, announced for a chip that does not ship yet: %1</source>
        <translation>Hohle Markierungen und „Ziel“: Zielwerte, angekündigt für einen Chip, der noch nicht ausgeliefert wird: %1</translation>
    </message>
</context>
<context>
    <name>ChartPage</name>
    <message>
        <source>Export chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>Diagramm als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Export chart points as CSV</source>
        <translation>Diagrammpunkte als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>ChipEdits</name>
    <message>
        <source>The id &quot;%1&quot; is already used by another chip.</source>
        <translation>Die ID „%1“ wird bereits von einem anderen Chip verwendet.</translation>
    </message>
    <message>
        <source>The chip &quot;%1&quot; is no longer in the catalog.</source>
        <translation>Der Chip „%1“ ist nicht mehr im Katalog.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a built-in model; there is nothing to revert to.</source>
        <translation>„%1“ ist kein mitgeliefertes Modell; es gibt keinen Auslieferungszustand, auf den es zurückgesetzt werden könnte.</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Export comparison as CSV</source>
        <translation>Vergleich als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>%1: computed</source>
        <translation>%1: berechnet</translation>
    </message>
    <message>
        <source>%1: computed (%2)</source>
        <translation>%1: berechnet (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>tie: %1 share the best value</source>
        <translation>Gleichstand: %1 teilen den besten Wert</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Compute (dense)</source>
        <translation>Rechenleistung (dicht)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Power and efficiency</source>
        <translation>Leistungsaufnahme und Effizienz</translation>
    </message>
    <message>
        <source>Interconnect and scale-up</source>
        <translation>Verbindung und Scale-up</translation>
    </message>
    <message>
        <source>Availability and software</source>
        <translation>Verfügbarkeit und Software</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Silicon</source>
        <translation>Silizium</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 hat %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keinen</translation>
    </message>
    <message numerus="yes">
        <source>%1 have none</source>
        <translation>
            <numerusform>%1 hat keinen</numerusform>
            <numerusform>%1 haben keinen</numerusform>
        </translation>
    </message>
    <message>
        <source>Which is faster for training cannot be said: no dense throughput figure is available for %1 (%2).</source>
        <translation>Welcher Chip beim Training schneller ist, lässt sich nicht sagen: für %1 gibt es keinen gemeinsamen dichten Durchsatzwert (%2).</translation>
    </message>
    <message>
        <source>both of them</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>all of them</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Which is faster for training cannot be said cleanly on dense %1 throughput: %2 (%3 %4).</source>
        <translation>Welcher Chip beim Training schneller ist, lässt sich am dichten %1-Durchsatz nicht sauber sagen: %2 (%3 %4).</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegenüber </translation>
    </message>
    <message numerus="yes">
        <source>; the figures of %1 are computed</source>
        <translation>
            <numerusform>; der Wert von %1 ist berechnet</numerusform>
            <numerusform>; die Werte von %1 sind berechnet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 are equally fast for training on paper: %2 of dense %3 throughput each%4.</source>
        <translation>%1 sind auf dem Papier beim Training gleich schnell: je %2 dichter %3-Durchsatz%4.</translation>
    </message>
    <message>
        <source>%1 is faster for training: %2 the dense %3 throughput of %4 (%5 vs %6%7).</source>
        <translation>%1 ist beim Training schneller: %2 den dichten %3-Durchsatz von %4 (%5 gegenüber %6%7).</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is the fastest for training on dense %2 throughput (%3)</source>
        <translation>%1 ist beim Training am schnellsten, gemessen am dichten %2-Durchsatz (%3)</translation>
    </message>
    <message>
        <source>%1 tie as the fastest for training on dense %2 throughput (%3 each)</source>
        <translation>%1 sind beim Training gleichauf am schnellsten, gemessen am dichten %2-Durchsatz (je %3)</translation>
    </message>
    <message>
        <source>%1: %2%3.</source>
        <translation>%1: %2%3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is %3</source>
        <translation>%2 von %1 ist %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 are %3</source>
        <translation>%2 von %1 sind %3</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Which has more memory cannot be said: %1.</source>
        <translation>Welcher Chip mehr Speicher hat, lässt sich nicht sagen: %1.</translation>
    </message>
    <message>
        <source>Which has more memory cannot be said cleanly: %1.</source>
        <translation>Welcher Chip mehr Speicher hat, lässt sich nicht sauber sagen: %1.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 have the same amount of %2: %3%4.</source>
        <translation>%1 haben gleich viel %2: %3%4.</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1 bei %2 (%3)</translation>
    </message>
    <message>
        <source>%1 tie for the most %2 (%3), ahead of %4%5.</source>
        <translation>%1 haben gleichauf den meisten %2 (%3), vor %4%5.</translation>
    </message>
    <message>
        <source>%1 has %2 %3: %4 vs %5%6.</source>
        <translation>%1 hat %2 %3: %4 gegenüber %5%6.</translation>
    </message>
    <message>
        <source>more</source>
        <translation>mehr</translation>
    </message>
    <message>
        <source>the most</source>
        <translation>den meisten</translation>
    </message>
    <message>
        <source>%1&apos;s TDP is zero</source>
        <translation>TDP von %1 ist null</translation>
    </message>
    <message>
        <source>Power efficiency at %1 cannot be compared: %2.</source>
        <translation>Die Energieeffizienz bei %1 lässt sich nicht vergleichen: %2.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message numerus="yes">
        <source>they would give %1</source>
        <translation>
            <numerusform>das ergäbe %1</numerusform>
            <numerusform>diese ergäben %1</numerusform>
        </translation>
    </message>
    <message>
        <source> against %1</source>
        <translation> gegenüber %1</translation>
    </message>
    <message>
        <source>Power efficiency at %1 cannot be compared cleanly: %2 (%3)%4.</source>
        <translation>Die Energieeffizienz bei %1 lässt sich nicht sauber vergleichen: %2 (%3)%4.</translation>
    </message>
    <message>
        <source>%1 are equally power-efficient at %2: %3%4.</source>
        <translation>%1 sind bei %2 gleich energieeffizient: %3%4.</translation>
    </message>
    <message>
        <source>%1 is more power-efficient at %2: %3 vs %4 (%5 vs %6)%7.</source>
        <translation>%1 ist bei %2 energieeffizienter: %3 gegenüber %4 (%5 gegenüber %6)%7.</translation>
    </message>
    <message>
        <source>%1 for %2 (%3)</source>
        <translation>%1 für %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is the most power-efficient at %2: %3 (%4)</source>
        <translation>%1 ist bei %2 am energieeffizientesten: %3 (%4)</translation>
    </message>
    <message>
        <source>%1 tie as the most power-efficient at %2 (%3 each)</source>
        <translation>%1 sind bei %2 gleichauf am energieeffizientesten (je %3)</translation>
    </message>
    <message>
        <source>%1 vs %2%3.</source>
        <translation>%1 gegenüber %2%3.</translation>
    </message>
    <message>
        <source>%1 figure</source>
        <translation>%1-Wert</translation>
    </message>
    <message>
        <source>%1&apos;s %2 of %3 is unverified</source>
        <translation>%2 von %1 (%3) ist unbestätigt</translation>
    </message>
    <message>
        <source>%1&apos;s %2 may be sparse: the vendor does not say</source>
        <translation>%2 von %1 ist möglicherweise ein Sparse-Wert: der Hersteller sagt es nicht</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>a host-to-chip link</source>
        <translation>eine Host-zu-Chip-Verbindung</translation>
    </message>
    <message>
        <source>%1 are about the same (%2): closer than the precision they were published with</source>
        <translation>%1 sind etwa gleich (%2): der Unterschied ist kleiner als die Genauigkeit, mit der sie veröffentlicht wurden</translation>
    </message>
    <message>
        <source>%1 are about the same (%2): their ratio is 1.00x</source>
        <translation>%1 sind etwa gleich (%2): ihr Verhältnis ist 1.00x</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>nicht berücksichtigt: %1</translation>
    </message>
    <message>
        <source>%1, so its win and the ratios to it may not hold</source>
        <translation>%1, daher sind sein Sieg und die Verhältnisse zu ihm möglicherweise nicht belastbar</translation>
    </message>
    <message>
        <source>%1&apos;s link connects a host CPU to the chip, not chips to each other</source>
        <translation>die Verbindung von %1 verbindet eine Host-CPU mit dem Chip, nicht Chips untereinander</translation>
    </message>
    <message>
        <source>Among %1, %2</source>
        <translation>Unter %1: %2</translation>
    </message>
    <message>
        <source>%1 are about the same for training on paper: %2 %3 of dense %4 throughput, closer than the figures&apos; precision%5.</source>
        <translation>%1 sind auf dem Papier beim Training etwa gleich schnell: %2 %3 dichter %4-Durchsatz, ein Unterschied kleiner als die Genauigkeit der Werte%5.</translation>
    </message>
    <message>
        <source>%1 are about the same as the fastest for training on dense %2 throughput (%3 %4)</source>
        <translation>%1 sind beim Training etwa gleichauf am schnellsten, gemessen am dichten %2-Durchsatz (%3 %4)</translation>
    </message>
    <message>
        <source>%1 have about the same amount of %2: %3%4.</source>
        <translation>%1 haben etwa gleich viel %2: %3%4.</translation>
    </message>
    <message>
        <source>%1 have about the same, the most %2 (%3), ahead of %4%5.</source>
        <translation>%1 haben etwa gleich viel und den meisten %2 (%3), vor %4%5.</translation>
    </message>
    <message>
        <source>%1 are about as power-efficient at %2: %3%4.</source>
        <translation>%1 sind bei %2 etwa gleich energieeffizient: %3%4.</translation>
    </message>
    <message>
        <source>printed in different units: %1, %2</source>
        <translation>in unterschiedlichen Einheiten angegeben: %1, %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>chips only</source>
        <translation>nur Chips</translation>
    </message>
    <message>
        <source>%1&apos;s power counts the chips only (no host, no switch), not a whole system&apos;s</source>
        <translation>Die Leistungsaufnahme von %1 zählt nur die Chips (ohne Host, ohne Switch), nicht die eines ganzen Systems</translation>
    </message>
    <message>
        <source>%1&apos;s power counts the chips only, not a whole system&apos;s</source>
        <translation>Die Leistungsaufnahme von %1 zählt nur die Chips, nicht die eines ganzen Systems</translation>
    </message>
    <message>
        <source>compare %1 with %2 x %3, not with %4</source>
        <translation>%1 mit %2 x %3 vergleichen, nicht mit %4</translation>
    </message>
    <message numerus="yes">
        <source>the process names are not comparable: %1 are product names, not node sizes</source>
        <translation>
            <numerusform>die Prozessnamen sind nicht vergleichbar: %1 ist ein Produktname, keine Strukturgröße</numerusform>
            <numerusform>die Prozessnamen sind nicht vergleichbar: %1 sind Produktnamen, keine Strukturgrößen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2 %3</source>
        <translation>%1 ist %2 %3</translation>
    </message>
    <message>
        <source>too close to call</source>
        <translation>zu knapp für ein Urteil</translation>
    </message>
    <message>
        <source>too close to call: printed units differ</source>
        <translation>zu knapp für ein Urteil: angegebene Einheiten unterscheiden sich</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Which has more %1 is too close to call: %2%3.</source>
        <translation>Wer mehr %1 hat, ist zu knapp für ein Urteil: %2%3.</translation>
    </message>
    <message>
        <source>Computed</source>
        <comment>the word a built-in note of a computed figure starts with in the notes&apos; translation (resources/catalog/notes.&lt;language&gt;.json), before its colon</comment>
        <translation>Berechnet</translation>
    </message>
    <message>
        <source>? unverified, &quot;target&quot; a design target that does not ship yet, * the vendor does not say whether it is dense or sparse, † computed, ‡ printed in binary units (1 GiB = 1.0737 GB); (0.52x) a value divided by the winner&apos;s, (0.52x *) by a winner that may be sparse; (0.95-1.02x) the range of a ratio that is too close to call because the printed units differ</source>
        <translation>? unbestätigt, „Ziel“ ein Zielwert, der noch nicht ausgeliefert wird, * der Hersteller sagt nicht, ob der Wert dicht oder sparse ist, † berechnet, ‡ in binären Einheiten angegeben (1 GiB = 1,0737 GB); (0,52x) ein Wert geteilt durch den des Gewinners, (0,52x *) durch einen Gewinner, der möglicherweise sparse ist; (0,95-1,02x) die Spanne eines Verhältnisses, das zu knapp für ein Urteil ist, weil sich die angegebenen Einheiten unterscheiden</translation>
    </message>
    <message>
        <source>%1&apos;s %2 of %3 is a design target, not shipping</source>
        <translation>%2 von %1 (%3) ist ein Zielwert, nicht ausgeliefert</translation>
    </message>
</context>
<context>
    <name>ComparisonExport</name>
    <message>
        <source> vs </source>
        <translation> gegenüber </translation>
    </message>
    <message>
        <source>%1 status</source>
        <translation>%1 Status</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Markers:</source>
        <translation>Markierungen:</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>note:</source>
        <translation>Anmerkung:</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>about the same</source>
        <translation>etwa gleich</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1 Einheit</translation>
    </message>
</context>
<context>
    <name>ConflictMerge</name>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Sparsity note</source>
        <translation>Sparsity-Hinweis</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>(not entered)</source>
        <translation>(nicht eingegeben)</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>sparsity unstated</source>
        <translation>Sparsity nicht angegeben</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>(no price)</source>
        <translation>(kein Preis)</translation>
    </message>
    <message>
        <source>%1 USD per chip-hour</source>
        <translation>%1 USD pro Chipstunde</translation>
    </message>
    <message>
        <source>in the catalog</source>
        <translation>im Katalog</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>%1: price</source>
        <translation>%1: Preis</translation>
    </message>
    <message numerus="yes">
        <source>%1 x %2, %n figure(s)</source>
        <translation>
            <numerusform>%1 x %2, %n Kennzahl</numerusform>
            <numerusform>%1 x %2, %n Kennzahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, no price</source>
        <translation>%1, kein Preis</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n price(s), current %2 %3/h (%4)</source>
        <translation>
            <numerusform>%1, %n Preis, aktuell %2 %3/h (%4)</numerusform>
            <numerusform>%1, %n Preise, aktuell %2 %3/h (%4)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 x %3: %4 (%5)</source>
        <translation>%1 auf %2 × %3: %4 (%5)</translation>
    </message>
</context>
<context>
    <name>DetailsPane</name>
    <message>
        <source>sparsity unstated</source>
        <translation>Sparsity nicht angegeben</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>DiffExport</name>
    <message>
        <source>**%1**, taken %2</source>
        <translation>**%1**, aufgenommen %2</translation>
    </message>
    <message>
        <source>What changed from %1 to %2</source>
        <translation>Was sich von %1 bis %2 geändert hat</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Von: %1</translation>
    </message>
    <message>
        <source>To: %1</source>
        <translation>Bis: %1</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Nichts hat sich geändert.</translation>
    </message>
    <message>
        <source>Price moves</source>
        <translation>Preisänderungen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Chip prices</source>
        <translation>Chip-Preise</translation>
    </message>
    <message>
        <source>LLM models</source>
        <translation>LLM-Modelle</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Angebote</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Art der Änderung</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>Cannot tell which format to write to %1: end the file&apos;s name in .csv, .json or .md.</source>
        <translation>Unklar, in welchem Format %1 geschrieben werden soll: Lassen Sie den Dateinamen auf .csv, .json oder .md enden.</translation>
    </message>
</context>
<context>
    <name>EntryJson</name>
    <message>
        <source>price %1 (chip &quot;%2&quot;): %3</source>
        <translation>Preis %1 (Chip „%2“): %3</translation>
    </message>
    <message>
        <source>price %1 (without a chip): %2</source>
        <translation>Preis %1 (ohne Chip): %2</translation>
    </message>
    <message>
        <source>scenario %1 (&quot;%2&quot;): %3</source>
        <translation>Szenario %1 („%2“): %3</translation>
    </message>
    <message>
        <source>scenario %1 (without an id): %2</source>
        <translation>Szenario %1 (ohne ID): %2</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>unbekannter Schlüssel „%1“</translation>
    </message>
    <message>
        <source>chip: is missing or empty</source>
        <translation>chip: fehlt oder ist leer</translation>
    </message>
    <message>
        <source>usd_per_hour: must be a number above 0</source>
        <translation>usd_per_hour: muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <source>quoted_on: &quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>quoted_on: „%1“ ist kein Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>quoted_on: must be a date (YYYY-MM-DD) or null</source>
        <translation>quoted_on: muss ein Datum (JJJJ-MM-TT) oder null sein</translation>
    </message>
    <message>
        <source>source: must be text</source>
        <translation>source: muss ein Text sein</translation>
    </message>
    <message>
        <source>id: is missing or empty</source>
        <translation>id: fehlt oder ist leer</translation>
    </message>
    <message>
        <source>%1: must be a number, text or null</source>
        <translation>%1: muss eine Zahl, ein Text oder null sein</translation>
    </message>
</context>
<context>
    <name>Excerpt</name>
    <message numerus="yes">
        <source>%n characters</source>
        <translation>
            <numerusform>%n Zeichen</numerusform>
            <numerusform>%n Zeichen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Facility</name>
    <message>
        <source>Power per unit</source>
        <translation>Leistung je Einheit</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>no published power and no server overhead factor</source>
        <translation>keine veröffentlichte Leistung und kein Server-Overhead-Faktor</translation>
    </message>
    <message>
        <source>no published power and no published TDP of %1</source>
        <translation>keine veröffentlichte Leistung und keine veröffentlichte TDP von %1</translation>
    </message>
    <message>
        <source>estimate: %1 x %2 W x %3</source>
        <translation>Schätzung: %1 x %2 W x %3</translation>
    </message>
    <message>
        <source>the power of one unit is not known</source>
        <translation>die Leistung einer Einheit ist nicht bekannt</translation>
    </message>
    <message>
        <source>a %1 kW rack cannot be placed at %2 kW per rack</source>
        <translation>ein Rack mit %1 kW kann bei %2 kW je Rack nicht aufgestellt werden</translation>
    </message>
    <message>
        <source>a %1 kW unit cannot be placed at %2 kW per rack</source>
        <translation>eine Einheit mit %1 kW kann bei %2 kW je Rack nicht aufgestellt werden</translation>
    </message>
    <message>
        <source>spread by its total power over %1 racks of %2 kW: no power per rack is published</source>
        <translation>über %1 Racks zu je %2 kW nach ihrer Gesamtleistung verteilt: keine Leistung je Rack veröffentlicht</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>Process</source>
        <translation>Fertigungsprozess</translation>
    </message>
    <message>
        <source>Transistors</source>
        <translation>Transistoren</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Speichertyp</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32 dense</source>
        <translation>TF32 dicht</translation>
    </message>
    <message>
        <source>FP16 dense</source>
        <translation>FP16 dicht</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 dicht</translation>
    </message>
    <message>
        <source>FP8 dense</source>
        <translation>FP8 dicht</translation>
    </message>
    <message>
        <source>INT8 dense</source>
        <translation>INT8 dicht</translation>
    </message>
    <message>
        <source>FP4 dense</source>
        <translation>FP4 dicht</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Bauform</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Interconnect bandwidth</source>
        <translation>Verbindungsbandbreite</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>Scale-up-Domäne</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>Announced</source>
        <translation>Angekündigt</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>Erschienen</translation>
    </message>
    <message>
        <source>Launch price</source>
        <translation>Einführungspreis</translation>
    </message>
    <message>
        <source>Memory visible to software</source>
        <translation>Für Software sichtbarer Speicher</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>published</source>
        <translation>veröffentlicht</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>berechnet</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>nicht veröffentlicht</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>unbestätigt</translation>
    </message>
    <message>
        <source>design target, not shipping</source>
        <translation>Zielwert, nicht ausgeliefert</translation>
    </message>
    <message>
        <source>target</source>
        <extracomment>The short mark of a design target&apos;s value in tables: &quot;2,517 target&quot;</extracomment>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>FigureFormat</name>
    <message>
        <source>up to %1</source>
        <translation>bis zu %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>%1 as printed by %2</source>
        <translation>%1 laut Angabe von %2</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>at %1, %2</source>
        <translation>bei %1, %2</translation>
    </message>
    <message>
        <source>%1 as printed = %2</source>
        <translation>%1 wie angegeben = %2</translation>
    </message>
    <message>
        <source>%1 printed in GiB (GiB/s) by its source, converted: 1 GiB = 1.0737 GB</source>
        <translation>%1 von der Quelle in GiB (GiB/s) angegeben, umgerechnet: 1 GiB = 1,0737 GB</translation>
    </message>
</context>
<context>
    <name>FitMeasured</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>✗ %1: above its bound</source>
        <translation>✗ %1: über seiner Obergrenze</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>no bound</source>
        <translation>keine Obergrenze</translation>
    </message>
    <message>
        <source>No measured result of this model on this hardware or its chip: the costs are upper bounds.</source>
        <translation>Kein gemessenes Ergebnis dieses Modells auf dieser Hardware oder ihrem Chip: die Kosten beruhen auf den Obergrenzen.</translation>
    </message>
    <message>
        <source>Result %1: %2</source>
        <translation>Ergebnis %1: %2</translation>
    </message>
    <message>
        <source>Ran on %1, of the same chip: its rate per chip carries over.</source>
        <translation>Lief auf %1 mit demselben Chip: seine Rate pro Chip wird übernommen.</translation>
    </message>
    <message numerus="yes">
        <source>Measured %1 tokens/s on %Ln chip(s), %2 per chip</source>
        <translation>
            <numerusform>Gemessen %1 Tokens/s auf %Ln Chip, %2 pro Chip</numerusform>
            <numerusform>Gemessen %1 Tokens/s auf %Ln Chips, %2 pro Chip</numerusform>
        </translation>
    </message>
    <message>
        <source>Bound for the result&apos;s own inputs: %1 tokens/s (%2)</source>
        <translation>Obergrenze für die Eingaben des Ergebnisses selbst: %1 Tokens/s (%2)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>GuiStartup</name>
    <message>
        <source>Unknown sort order &quot;%1&quot;: use asc or desc.</source>
        <translation>Unbekannte Sortierreihenfolge „%1“: asc oder desc verwenden.</translation>
    </message>
    <message>
        <source>--columns names no column.</source>
        <translation>--columns nennt keine Spalte.</translation>
    </message>
    <message>
        <source>Invalid size &quot;%1&quot;: use WIDTHxHEIGHT, e.g. 1440x900.</source>
        <translation>Ungültige Größe „%1“: BREITExHÖHE verwenden, z. B. 1440x900.</translation>
    </message>
    <message>
        <source>Compare AI accelerators figure by figure, each with its source.</source>
        <translation>KI-Beschleuniger Wert für Wert vergleichen, jeden mit seiner Quelle.</translation>
    </message>
    <message>
        <source>Start with this text in the filter.</source>
        <translation>Mit diesem Text im Filter starten.</translation>
    </message>
    <message>
        <source>Sort by a column key, e.g. bf16_tflops_dense:desc.</source>
        <translation>Nach einem Spaltenschlüssel sortieren, z. B. bf16_tflops_dense:desc.</translation>
    </message>
    <message>
        <source>Show these columns in this order, e.g. name,vendor,tdp_w.</source>
        <translation>Diese Spalten in dieser Reihenfolge zeigen, z. B. name,vendor,tdp_w.</translation>
    </message>
    <message>
        <source>Precision of the perf/W column: fp64, fp32, tf32, fp16, bf16, fp8, int8 or fp4.</source>
        <translation>Genauigkeit der Spalte Leistung/W: fp64, fp32, tf32, fp16, bf16, fp8, int8 oder fp4.</translation>
    </message>
    <message>
        <source>Forget the remembered window, column and filter state.</source>
        <translation>Gespeicherten Fenster-, Spalten- und Filterzustand vergessen.</translation>
    </message>
    <message>
        <source>Open the window at this size, e.g. 1440x900.</source>
        <translation>Das Fenster in dieser Größe öffnen, z. B. 1440x900.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <source>Unknown precision &quot;%1&quot;.</source>
        <translation>Unbekannte Genauigkeit „%1“.</translation>
    </message>
    <message>
        <source>Invalid --%1 &quot;%2&quot;: use a whole number from 1 to %3.</source>
        <translation>Ungültiger Wert für --%1 „%2“: eine ganze Zahl von 1 bis %3 verwenden.</translation>
    </message>
    <message>
        <source>Open the model-fit calculator on this model &lt;id&gt;; with --select, that chip&apos;s row is selected and explained.</source>
        <translation>Den Modell-Fit-Rechner für dieses Modell &lt;id&gt; öffnen; mit --select wird die Zeile dieses Chips ausgewählt und erläutert.</translation>
    </message>
    <message>
        <source>Weight precision in the calculator: fp32, bf16, fp16, fp8, int8, int4, mxfp4 or a number of bits per weight.</source>
        <translation>Genauigkeit der Gewichte im Rechner: fp32, bf16, fp16, fp8, int8, int4, mxfp4 oder eine Anzahl Bit pro Gewicht.</translation>
    </message>
    <message>
        <source>Context length in the calculator (tokens).</source>
        <translation>Kontextlänge im Rechner (Tokens).</translation>
    </message>
    <message>
        <source>Concurrent sequences in the calculator.</source>
        <translation>Gleichzeitige Sequenzen im Rechner.</translation>
    </message>
    <message>
        <source>Number of chips in the calculator.</source>
        <translation>Anzahl der Chips im Rechner.</translation>
    </message>
    <message>
        <source>--%1 needs --fit MODEL.</source>
        <translation>--%1 erfordert --fit MODEL.</translation>
    </message>
    <message>
        <source>--fit needs a model id.</source>
        <translation>--fit erfordert eine Modell-ID.</translation>
    </message>
    <message>
        <source>Unknown weight precision &quot;%1&quot;: use fp32, bf16, fp16, fp8, int8, int4, mxfp4 or a number of bits.</source>
        <translation>Unbekannte Genauigkeit der Gewichte „%1“: fp32, bf16, fp16, fp8, int8, int4, mxfp4 oder eine Anzahl Bit verwenden.</translation>
    </message>
    <message>
        <source>Unknown chart &quot;%1&quot;: use %2.</source>
        <translation>Unbekanntes Diagramm „%1“: %2 verwenden.</translation>
    </message>
    <message>
        <source>Unknown chart field &quot;%1&quot; for --%2: use %3.</source>
        <translation>Unbekanntes Diagrammfeld „%1“ für --%2: %3 verwenden.</translation>
    </message>
    <message>
        <source>Unknown --chart-log &quot;%1&quot;: use x, y, xy or none.</source>
        <translation>Unbekannter Wert für --chart-log „%1“: x, y, xy oder none verwenden.</translation>
    </message>
    <message>
        <source>Plot this field along the chart&apos;s X axis, e.g. tdp_w, memory_bw_gbs or released.</source>
        <translation>Dieses Feld auf der X-Achse des Diagramms auftragen, z. B. tdp_w, memory_bw_gbs oder released.</translation>
    </message>
    <message>
        <source>Plot this field along the chart&apos;s Y axis, e.g. throughput.</source>
        <translation>Dieses Feld auf der Y-Achse des Diagramms auftragen, z. B. throughput.</translation>
    </message>
    <message>
        <source>Logarithmic chart axes: x, y, xy or none.</source>
        <translation>Logarithmische Diagrammachsen: x, y, xy oder none.</translation>
    </message>
    <message>
        <source>Unknown sort field &quot;%1&quot;: use %2.</source>
        <translation>Unbekanntes Sortierfeld „%1“: %2 verwenden.</translation>
    </message>
    <message>
        <source>Unknown column &quot;%1&quot;: use %2.</source>
        <translation>Unbekannte Spalte „%1“: %2 verwenden.</translation>
    </message>
    <message>
        <source>Memory budget in the calculator: rule-of-thumb, vllm, sglang or trtllm.</source>
        <translation>Speicherbudget im Rechner: rule-of-thumb, vllm, sglang oder trtllm.</translation>
    </message>
    <message>
        <source>Unknown memory budget &quot;%1&quot;: use rule-of-thumb, vllm, sglang or trtllm.</source>
        <translation>Unbekanntes Speicherbudget „%1“: rule-of-thumb, vllm, sglang oder trtllm verwenden.</translation>
    </message>
    <message>
        <source>Open the catalog file at &lt;path&gt;, or the team catalog at postgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE], instead of the one chosen in Settings, Catalog.</source>
        <translation>Die Katalogdatei unter &lt;path&gt; oder den Team-Katalog unter postgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE] öffnen, statt des unter Einstellungen, Katalog gewählten.</translation>
    </message>
    <message>
        <source>--db: %1.</source>
        <translation>--db: %1.</translation>
    </message>
    <message>
        <source>No password is saved in the keychain for this connection. Settings, Catalog can remember it.</source>
        <translation>Für diese Verbindung ist kein Passwort im Schlüsselbund gespeichert. Unter Einstellungen, Katalog lässt es sich speichern.</translation>
    </message>
    <message>
        <source>No keychain is available, so ChipAtlas asks for the password each time it connects.</source>
        <translation>Es ist kein Schlüsselbund verfügbar, daher fragt ChipAtlas bei jeder Verbindung nach dem Passwort.</translation>
    </message>
    <message>
        <source>--compare takes 2 to 4 different chip or system ids, separated by commas.</source>
        <translation>--compare erwartet 2 bis 4 verschiedene Chip- oder System-IDs, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>Select the chip or system with this &lt;id&gt;.</source>
        <translation>Den Chip oder das System mit dieser &lt;id&gt; auswählen.</translation>
    </message>
    <message>
        <source>Compare these 2 to 4 chips or systems (comma-separated ids; a chip beside a system is taken as many times as the system has chips) and show the Compare tab.</source>
        <translation>Diese 2 bis 4 Chips oder Systeme vergleichen (IDs durch Kommas getrennt; ein Chip neben einem System wird so oft gezählt, wie das System Chips hat) und den Tab „Vergleich“ zeigen.</translation>
    </message>
    <message>
        <source>Plot the catalog&apos;s systems on the chart, as a series of their own.</source>
        <translation>Die Systeme des Katalogs als eigene Reihe im Diagramm darstellen.</translation>
    </message>
    <message>
        <source>Open this settings page once the window shows: catalog or preferences.</source>
        <translation>Diese Einstellungsseite öffnen, sobald das Fenster erscheint: catalog oder preferences.</translation>
    </message>
    <message>
        <source>Use this theme for this run: system, light or dark (Preferences keep the one for every run).</source>
        <translation>Dieses Farbschema für diesen Lauf verwenden: system, light oder dark (die Einstellungen behalten das für jeden Lauf).</translation>
    </message>
    <message>
        <source>Unknown settings page &quot;%1&quot;: use catalog or preferences.</source>
        <translation>Unbekannte Einstellungsseite „%1“: catalog oder preferences verwenden.</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use system, light or dark.</source>
        <translation>Unbekanntes Farbschema „%1“: system, light oder dark verwenden.</translation>
    </message>
    <message>
        <source>Type this text into the quick search (--open quick-search).</source>
        <translation>Diesen Text in die Schnellsuche eingeben (--open quick-search).</translation>
    </message>
    <message>
        <source>--search needs --open quick-search.</source>
        <translation>--search braucht --open quick-search.</translation>
    </message>
    <message>
        <source>--open %1 needs --select ID.</source>
        <translation>--open %1 braucht --select ID.</translation>
    </message>
    <message>
        <source>Show this table: chips, systems or results.</source>
        <translation>Diese Tabelle zeigen: chips, systems oder results.</translation>
    </message>
    <message>
        <source>Choose this menu entry once the window shows and the catalog is loaded: quick-search, edit-chip, edit-system, record-result, undo-history, user-guide or about.</source>
        <translation>Diesen Menüeintrag wählen, sobald das Fenster erscheint und der Katalog geladen ist: quick-search, edit-chip, edit-system, record-result, undo-history, user-guide oder about.</translation>
    </message>
    <message>
        <source>Unknown menu entry &quot;%1&quot; for --open: use quick-search, edit-chip, edit-system, record-result, undo-history, user-guide or about.</source>
        <translation>Unbekannter Menüeintrag „%1“ für --open: quick-search, edit-chip, edit-system, record-result, undo-history, user-guide oder about verwenden.</translation>
    </message>
    <message>
        <source>Unknown table &quot;%1&quot;: use chips, systems or results.</source>
        <translation>Unbekannte Tabelle „%1“: chips, systems oder results verwenden.</translation>
    </message>
    <message>
        <source>Show the Chart tab with this preset: perf-per-watt, memory-vs-bandwidth, throughput-vs-bandwidth, throughput-vs-release, or the measured results&apos; measured-vs-bound or tokens-per-watt.</source>
        <translation>Den Diagramm-Tab mit dieser Vorgabe zeigen: perf-per-watt, memory-vs-bandwidth, throughput-vs-bandwidth, throughput-vs-release oder, für die gemessenen Ergebnisse, measured-vs-bound oder tokens-per-watt.</translation>
    </message>
    <message>
        <source>Open Own or rent on this system or chip &lt;id&gt;, or on two side by side (comma-separated).</source>
        <translation>„Kaufen oder mieten“ für dieses System oder diesen Chip &lt;id&gt; öffnen, oder für zwei nebeneinander (durch Kommas getrennt).</translation>
    </message>
    <message>
        <source>Open Own or rent on this saved scenario (its id or name); with --own-or-rent, its assumptions on that hardware.</source>
        <translation>„Kaufen oder mieten“ mit diesem gespeicherten Szenario öffnen (ID oder Name); mit --own-or-rent seine Annahmen für diese Hardware.</translation>
    </message>
    <message>
        <source>--own-or-rent takes one system or chip id, or two different ones separated by a comma.</source>
        <translation>--own-or-rent erwartet eine System- oder Chip-ID oder zwei verschiedene, durch ein Komma getrennt.</translation>
    </message>
    <message>
        <source>--scenario needs a scenario&apos;s name.</source>
        <translation>--scenario braucht den Namen eines Szenarios.</translation>
    </message>
    <message>
        <source>Show this tab beside the table: details, compare, chart or what-changed.</source>
        <translation>Diesen Reiter neben der Tabelle zeigen: details, compare, chart oder what-changed.</translation>
    </message>
    <message>
        <source>Show the What changed tab comparing the saved snapshot FROM with the snapshot TO, or with the catalog now when TO is left out (names or ids; the value may be left out).</source>
        <translation>Den Reiter „Was hat sich geändert“ zeigen und den gespeicherten Schnappschuss FROM mit dem Schnappschuss TO vergleichen oder, ohne TO, mit dem Katalog jetzt (Namen oder IDs; der Wert darf fehlen).</translation>
    </message>
    <message>
        <source>Unknown tab &quot;%1&quot;: use details, compare, chart or what-changed.</source>
        <translation>Unbekannter Reiter „%1“: details, compare, chart oder what-changed verwenden.</translation>
    </message>
    <message>
        <source>--what-changed &quot;%1&quot;: give FROM,TO or FROM alone (saved snapshots&apos; names or ids).</source>
        <translation>--what-changed „%1“: FROM,TO oder nur FROM angeben (Namen oder IDs gespeicherter Schnappschüsse).</translation>
    </message>
    <message>
        <source>Open the price history of this offer, chip or system &lt;id&gt;.</source>
        <translation>Öffnet den Preisverlauf dieses Angebots, Chips oder Systems &lt;id&gt;.</translation>
    </message>
    <message>
        <source>--price-history needs the id of an offer, a chip or a system.</source>
        <translation>--price-history braucht die ID eines Angebots, eines Chips oder eines Systems.</translation>
    </message>
</context>
<context>
    <name>Metrics</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>uses the unverified %1</source>
        <translation>verwendet unbestätigte(n) %1</translation>
    </message>
    <message>
        <source>%1 may be a sparse figure</source>
        <translation>%1 ist möglicherweise ein Sparse-Wert</translation>
    </message>
    <message>
        <source>memory bandwidth / %1</source>
        <translation>Speicherbandbreite / %1</translation>
    </message>
    <message>
        <source>Can be bought</source>
        <translation>Käuflich</translation>
    </message>
    <message>
        <source>In a cloud</source>
        <translation>In einer Cloud</translation>
    </message>
    <message>
        <source>Internal use only</source>
        <translation>Nur intern genutzt</translation>
    </message>
    <message>
        <source>%1 / TDP %2</source>
        <translation>%1 / TDP %2</translation>
    </message>
    <message>
        <source>uses the design target %1</source>
        <translation>verwendet den Zielwert %1</translation>
    </message>
</context>
<context>
    <name>MlperfResults</name>
    <message>
        <source>%1: cannot read it: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for an MLPerf file</source>
        <translation>%1: %2 Byte sind zu groß für eine MLPerf-Datei</translation>
    </message>
    <message>
        <source>%1: is not a folder</source>
        <translation>%1: ist kein Ordner</translation>
    </message>
    <message>
        <source>%1: is not an MLPerf results folder; give a submitter&apos;s folder (with results/ and systems/, e.g. closed/NVIDIA) or one system&apos;s folder under its results/</source>
        <translation>%1: ist kein MLPerf-Ergebnisordner; geben Sie den Ordner eines Einreichers (mit results/ und systems/, z. B. closed/NVIDIA) oder den Ordner eines Systems unter dessen results/ an</translation>
    </message>
    <message>
        <source>%1: no %2 in the folders above it: MLCommons gives each result&apos;s id (&quot;5.1-0001&quot;) and version there, at the root of the results repository; import a folder of a full copy of it</source>
        <translation>%1: keine %2 in den Ordnern darüber: Dort, an der Wurzel des Ergebnis-Repositorys, nennt MLCommons die Kennung („5.1-0001“) und die Version jedes Ergebnisses; importieren Sie einen Ordner aus einer vollständigen Kopie davon</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>is not an array of results</source>
        <translation>ist kein Array von Ergebnissen</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: needs accelerator_model_name, accelerators_per_node and number_of_nodes (whole numbers of at least 1) and submitter</source>
        <translation>%1: braucht accelerator_model_name, accelerators_per_node und number_of_nodes (ganze Zahlen ab 1) und submitter</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1: the accelerator %2 is no chip of the catalog; add the chip, or map the name to a chip id (chipatlas-cli import --results FOLDER --accelerator &quot;NAME=CHIP_ID&quot;)</source>
        <translation>%1: Der Beschleuniger %2 ist kein Chip des Katalogs; fügen Sie den Chip hinzu oder ordnen Sie den Namen einer Chip-ID zu (chipatlas-cli import --results FOLDER --accelerator &quot;NAME=CHIP_ID&quot;)</translation>
    </message>
    <message>
        <source>%1: the accelerator %2 matches more than one chip of the catalog (%3); map the name to one chip id (chipatlas-cli import --results FOLDER --accelerator &quot;NAME=CHIP_ID&quot;)</source>
        <translation>%1: Der Beschleuniger %2 passt zu mehr als einem Chip des Katalogs (%3); ordnen Sie den Namen einer Chip-ID zu (chipatlas-cli import --results FOLDER --accelerator &quot;NAME=CHIP_ID&quot;)</translation>
    </message>
    <message>
        <source>%1: the scenario %2 is not one of Offline, Server, Interactive</source>
        <translation>%1: Das Szenario %2 ist keines von Offline, Server, Interactive</translation>
    </message>
    <message>
        <source>%1: its tokens per second are inferred, not measured</source>
        <translation>%1: Die Token pro Sekunde sind abgeleitet, nicht gemessen</translation>
    </message>
    <message>
        <source>%1: no tokens per second (not an LLM benchmark)</source>
        <translation>%1: keine Token pro Sekunde (kein LLM-Benchmark)</translation>
    </message>
    <message>
        <source>%1: the run is not VALID</source>
        <translation>%1: Der Lauf ist nicht VALID</translation>
    </message>
    <message>
        <source>%1: is not in %2, so its result id is unknown</source>
        <translation>%1: steht nicht in %2, daher ist die Ergebnis-ID unbekannt</translation>
    </message>
    <message>
        <source>%1: ChipAtlas does not know when MLCommons published MLPerf Inference %2 (it knows v5.0 and v5.1), and a result needs its date: give the day MLCommons announced the round&apos;s results (chipatlas-cli import --results FOLDER --published YYYY-MM-DD)</source>
        <translation>%1: ChipAtlas weiß nicht, wann MLCommons MLPerf Inference %2 veröffentlicht hat (es kennt v5.0 und v5.1), und ein Ergebnis braucht sein Datum: Geben Sie den Tag an, an dem MLCommons die Ergebnisse der Runde bekannt gegeben hat (chipatlas-cli import --results ORDNER --published JJJJ-MM-TT)</translation>
    </message>
</context>
<context>
    <name>ModelFit</name>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>%1 throughput</source>
        <translation>%1-Durchsatz</translation>
    </message>
    <message>
        <source>%1: %2&apos;s %3 is %4</source>
        <translation>%1: %3 von %2 ist %4</translation>
    </message>
    <message>
        <source>%1 uses %2&apos;s unverified %3</source>
        <translation>%1: %3 von %2 ist unbestätigt</translation>
    </message>
    <message>
        <source>%1: %2&apos;s %3 may be a sparse figure</source>
        <translation>%1: %3 von %2 ist möglicherweise ein Sparse-Wert</translation>
    </message>
    <message>
        <source>MXFP4: %1 expert params at 4.25 bits, the other %2 params at 16 bits (the way gpt-oss ships)</source>
        <translation>MXFP4: %1 Expertenparameter mit 4.25 Bit, die übrigen %2 Parameter mit 16 Bit (so wie gpt-oss ausgeliefert wird)</translation>
    </message>
    <message>
        <source>MXFP4 on the dense model %1: 4.25 bits for every weight</source>
        <translation>MXFP4 beim dichten Modell %1: 4.25 Bit für jedes Gewicht</translation>
    </message>
    <message>
        <source>%1 uses MLA: the KV cache holds the compressed latent (%2 + %3 per layer), as MLA-aware engines store it</source>
        <translation>%1 verwendet MLA: der KV-Cache enthält den komprimierten Latent-Vektor (%2 + %3 pro Schicht), so wie MLA-fähige Engines ihn speichern</translation>
    </message>
    <message>
        <source>%1&apos;s sliding_window of %2 is treated as full attention</source>
        <translation>%1: sliding_window %2 wird als volle Attention behandelt</translation>
    </message>
    <message>
        <source>%1: %2 of %3 layers use a %4-token sliding window; their cache is capped at the window</source>
        <translation>%1: %2 von %3 Schichten verwenden ein Sliding Window von %4 Tokens; ihr Cache ist auf das Fenster begrenzt</translation>
    </message>
    <message>
        <source>%1: sliding windows not honoured, the engine allocates the full context in all %2 layers</source>
        <translation>%1: Sliding Windows nicht berücksichtigt, die Engine belegt in allen %2 Schichten den vollen Kontext</translation>
    </message>
    <message>
        <source>context of %1 tokens exceeds %2&apos;s maximum of %3</source>
        <translation>Kontext von %1 Tokens übersteigt das Maximum von %2 (%3)</translation>
    </message>
    <message>
        <source>MLA under tensor parallelism: each of the %1 chips holds %2&apos;s full latent KV cache, %3x</source>
        <translation>MLA mit Tensor-Parallelismus: jeder der %1 Chips hält den vollständigen latenten KV-Cache von %2, %3x</translation>
    </message>
    <message>
        <source>tensor parallelism over %1 chips exceeds %2&apos;s %3 KV heads: the KV cache is replicated, %4x</source>
        <translation>Tensor-Parallelismus über %1 Chips übersteigt die %3 KV-Heads von %2: der KV-Cache wird repliziert, %4x</translation>
    </message>
    <message>
        <source>the fit</source>
        <translation>Speicherprüfung</translation>
    </message>
    <message>
        <source>%1&apos;s memory is %2: whether %3 fits cannot be checked</source>
        <translation>Speicher von %1 ist %2: ob %3 passt, lässt sich nicht prüfen</translation>
    </message>
    <message>
        <source>no number of %1 chips up to %2 holds %3%4</source>
        <translation>mit bis zu %2 Chips vom Typ %1 passt %3 nicht%4</translation>
    </message>
    <message>
        <source>: beyond the KV heads, the replicated KV cache grows with every chip</source>
        <translation>: über die Zahl der KV-Heads hinaus wächst der replizierte KV-Cache mit jedem Chip</translation>
    </message>
    <message>
        <source>decode bound</source>
        <translation>Decode-Obergrenze</translation>
    </message>
    <message>
        <source>%1 has no %2: %3 is used instead</source>
        <translation>%1 hat keinen Wert für %2: stattdessen wird %3 verwendet</translation>
    </message>
    <message>
        <source>%1 has no head_dim: hidden_size / num_attention_heads is used</source>
        <translation>%1 hat keinen Wert für head_dim: hidden_size / num_attention_heads wird verwendet</translation>
    </message>
    <message>
        <source>4.25 bits (MXFP4)</source>
        <translation>4.25 Bit (MXFP4)</translation>
    </message>
    <message>
        <source>1 byte (%1)</source>
        <translation>1 Byte (%1)</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 Byte (%2)</translation>
    </message>
    <message>
        <source>2 bytes (%1)</source>
        <translation>2 Byte (%1)</translation>
    </message>
    <message>
        <source>%1 expert params x 4.25 bits (MXFP4) + %2 other params x 2 bytes (BF16)</source>
        <translation>%1 Expertenparameter x 4.25 Bit (MXFP4) + %2 übrige Parameter x 2 Byte (BF16)</translation>
    </message>
    <message>
        <source>%1 params x %2</source>
        <translation>%1 Parameter x %2</translation>
    </message>
    <message>
        <source>%1 layers x (%2 KV LoRA rank + %3 RoPE dims) x %4 = %5 bytes per token</source>
        <translation>%1 Schichten x (%2 KV-LoRA-Rang + %3 RoPE-Dimensionen) x %4 = %5 Byte pro Token</translation>
    </message>
    <message>
        <source>2 x %1 layers x %2 KV heads x %3 head dim x %4 = %5 bytes per token</source>
        <translation>2 x %1 Schichten x %2 KV-Heads x %3 Head-Dimension x %4 = %5 Byte pro Token</translation>
    </message>
    <message>
        <source>%1 bytes per layer and token x (%2 full layers x %3 tokens + %4 sliding-window layers x %5 tokens) x %6</source>
        <translation>%1 Byte pro Schicht und Token x (%2 volle Schichten x %3 Tokens + %4 Sliding-Window-Schichten x %5 Tokens) x %6</translation>
    </message>
    <message>
        <source>%1 bytes x %2 x %3</source>
        <translation>%1 Byte x %2 x %3</translation>
    </message>
    <message>
        <source>%1 KV cache x %2 (replicated)</source>
        <translation>%1 KV-Cache x %2 (repliziert)</translation>
    </message>
    <message>
        <source>%1 KV cache</source>
        <translation>%1 KV-Cache</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache pro Token</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>%1 weights + %2 + %3 headroom</source>
        <translation>%1 Gewichte + %2 + %3 Reserve</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Spielraum</translation>
    </message>
    <message>
        <source>%1 capacity - %2 total</source>
        <translation>%1 Kapazität - %2 Gesamtbedarf</translation>
    </message>
    <message>
        <source>smallest n with weights + KV cache %1 + headroom &lt;= n x %2</source>
        <translation>kleinstes n, für das Gewichte + KV-Cache %1 + Reserve &lt;= n x %2</translation>
    </message>
    <message>
        <source>(MLA: one copy per chip)</source>
        <translation>(MLA: eine Kopie pro Chip)</translation>
    </message>
    <message>
        <source>(replicated beyond %1 KV heads)</source>
        <translation>(repliziert über %1 KV-Heads hinaus)</translation>
    </message>
    <message>
        <source>Decode upper bound per sequence</source>
        <translation>Decode-Obergrenze pro Sequenz</translation>
    </message>
    <message>
        <source>Decode upper bound, all sequences</source>
        <translation>Decode-Obergrenze, alle Sequenzen</translation>
    </message>
    <message>
        <source>Prefill upper bound</source>
        <translation>Prefill-Obergrenze</translation>
    </message>
    <message>
        <source>%1&apos;s memory is %2: %3 cannot be computed</source>
        <translation>Speicher von %1 ist %2: %3 lässt sich nicht berechnen</translation>
    </message>
    <message>
        <source>%1 does not fit on %2 x %3 even with %4 x %5: it needs %6, the chips hold %7</source>
        <translation>%1 passt nicht auf %2 x %3, selbst mit %4 x %5: benötigt werden %6, die Chips fassen %7</translation>
    </message>
    <message>
        <source>the longest context</source>
        <translation>der längste Kontext</translation>
    </message>
    <message>
        <source>capped at %1&apos;s maximum context of %2 tokens: a longer context would fit in memory</source>
        <translation>begrenzt auf den maximalen Kontext von %1 (%2 Tokens): ein längerer Kontext würde in den Speicher passen</translation>
    </message>
    <message>
        <source>capped at %1 tokens: the catalog gives no maximum context for %2</source>
        <translation>begrenzt auf %1 Tokens: der Katalog nennt keinen maximalen Kontext für %2</translation>
    </message>
    <message>
        <source>the largest batch</source>
        <translation>der größte Batch</translation>
    </message>
    <message>
        <source>capped at %1 sequences</source>
        <translation>begrenzt auf %1 Sequenzen</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <translation>Faustregel</translation>
    </message>
    <message>
        <source>memory visible to software</source>
        <translation>für Software sichtbarer Speicher</translation>
    </message>
    <message>
        <source>set</source>
        <translation>festgelegt</translation>
    </message>
    <message>
        <source>SGLang&apos;s rule for %1 MiB at TP %2</source>
        <translation>SGLang-Regel für %1 MiB bei TP %2</translation>
    </message>
    <message>
        <source>%1 default</source>
        <translation>Standard von %1</translation>
    </message>
    <message>
        <source>%1 bytes visible to software (%2)</source>
        <translation>%1 Byte für Software sichtbar (%2)</translation>
    </message>
    <message>
        <source>rule of thumb: %1 GB as printed, read as decimal GB</source>
        <translation>Faustregel: %1 GB wie angegeben, als dezimale GB gelesen</translation>
    </message>
    <message>
        <source>visible memory unknown: the printed %1 GiB (%2)</source>
        <translation>sichtbarer Speicher unbekannt: die angegebenen %1 GiB (%2)</translation>
    </message>
    <message>
        <source>visible memory unknown: the printed %1 GB</source>
        <translation>sichtbarer Speicher unbekannt: die angegebenen %1 GB</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>Speicher pro Chip</translation>
    </message>
    <message>
        <source>%1 x %2 x %3</source>
        <translation>%1 x %2 x %3</translation>
    </message>
    <message>
        <source>%1 x %2: the weights alone (%3 per chip) do not fit</source>
        <translation>%1 x %2: schon die Gewichte allein (%3 pro Chip) passen nicht</translation>
    </message>
    <message>
        <source>(%1 weights + %2 x (%3 - %1 weights)) x %4</source>
        <translation>(%1 Gewichte + %2 x (%3 - %1 Gewichte)) x %4</translation>
    </message>
    <message>
        <source>Budget for weights + KV cache</source>
        <translation>Budget für Gewichte + KV-Cache</translation>
    </message>
    <message>
        <source>%1% x (%2 weights + %3)</source>
        <translation>%1 % x (%2 Gewichte + %3)</translation>
    </message>
    <message>
        <source>none: the %1 budget keeps its own reserve</source>
        <translation>keine: das %1-Budget hält eine eigene Reserve</translation>
    </message>
    <message>
        <source>memory budget: %1 %2 %3, following %4 (%5)</source>
        <translation>Speicherbudget: %1 %2 %3, nach %4 (%5)</translation>
    </message>
    <message>
        <source>%1&apos;s memory visible to software is unknown: the %2 budget reads the printed capacity, %3</source>
        <translation>der für Software sichtbare Speicher von %1 ist unbekannt: das %2-Budget verwendet die angegebene Kapazität, %3</translation>
    </message>
    <message>
        <source>%1 GiB as printed</source>
        <translation>%1 GiB wie angegeben</translation>
    </message>
    <message>
        <source>vLLM&apos;s budget also holds the activation peak it profiles at start-up, allocations outside PyTorch (NCCL, cuBLAS) and, when estimated, CUDA graphs; they are not modelled here, so the KV cache it allocates is smaller than this budget leaves</source>
        <translation>Das Budget von vLLM enthält auch die beim Start profilierte Aktivierungsspitze, Allokationen außerhalb von PyTorch (NCCL, cuBLAS) und, sofern geschätzt, CUDA-Graphen; diese werden hier nicht modelliert, daher ist der von vLLM belegte KV-Cache kleiner, als dieses Budget übrig lässt</translation>
    </message>
    <message>
        <source>SGLang&apos;s reserve (1 - mem_fraction_static) holds activations, CUDA graph buffers and metadata; the rule followed leaves out its DP-attention, piecewise-graph, speculative-decoding and vision-model terms</source>
        <translation>Die Reserve von SGLang (1 - mem_fraction_static) enthält Aktivierungen, CUDA-Graph-Puffer und Metadaten; die befolgte Regel lässt ihre Terme für DP-Attention, stückweise Graphen, spekulatives Decoding und Vision-Modelle weg</translation>
    </message>
    <message>
        <source>TensorRT-LLM gives the KV cache a fraction of the memory free after loading; the runtime&apos;s own buffers, also taken before that, are not modelled here</source>
        <translation>TensorRT-LLM gibt dem KV-Cache einen Anteil des nach dem Laden freien Speichers; die eigenen Puffer der Laufzeitumgebung, die ebenfalls vorher belegt werden, sind hier nicht modelliert</translation>
    </message>
    <message>
        <source>the %1% headroom applies to the rule of thumb only; the %2 budget keeps its own reserve</source>
        <translation>die Reserve von %1 % gilt nur für die Faustregel; das %2-Budget hält eine eigene Reserve</translation>
    </message>
    <message>
        <source>%1 %2 (%3 dense) x %4 / (2 x %5 active params)</source>
        <translation>%1 %2 (%3 dicht) x %4 / (2 x %5 aktive Parameter)</translation>
    </message>
    <message>
        <source>the %1 budget per chip</source>
        <translation>das %1-Budget pro Chip</translation>
    </message>
    <message>
        <source>divides %1 attention heads (MLA: the latent on every chip)</source>
        <translation>%1 Attention-Heads teilt (MLA: der Latent-Vektor auf jedem Chip)</translation>
    </message>
    <message>
        <source>divides %1 attention heads and divides %2 KV heads or is a multiple of them</source>
        <translation>%1 Attention-Heads teilt und %2 KV-Heads teilt oder ein Vielfaches davon ist</translation>
    </message>
    <message>
        <source>divides %1 KV heads or is a multiple of them</source>
        <translation>%1 KV-Heads teilt oder ein Vielfaches davon ist</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Tensor-Parallelitätsgrad</translation>
    </message>
    <message>
        <source>smallest n that %1, with %2 (KV cache x %3) &lt;= n x %4</source>
        <translation>kleinstes n, das %1, mit %2 (KV-Cache x %3) &lt;= n x %4</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree</source>
        <translation>Pipeline-Parallelitätsgrad</translation>
    </message>
    <message>
        <source>smallest n &lt;= %1 layers whose largest stage (%2 of %1 layers: %3) &lt;= %4</source>
        <translation>kleinstes n &lt;= %1 Schichten, bei dem die größte Stufe (%2 von %1 Schichten: %3) &lt;= %4</translation>
    </message>
    <message>
        <source>Chips the verdict uses</source>
        <translation>Chips für das Ergebnis</translation>
    </message>
    <message>
        <source>pipeline parallelism: %1 stages &lt; tensor-parallel %2</source>
        <translation>Pipeline-Parallelismus: %1 Stufen &lt; Tensor-Parallelismus %2</translation>
    </message>
    <message>
        <source>pipeline parallelism: no tensor-parallel degree fits</source>
        <translation>Pipeline-Parallelismus: kein Tensor-Parallelitätsgrad passt</translation>
    </message>
    <message>
        <source>tensor parallelism</source>
        <translation>Tensor-Parallelismus</translation>
    </message>
    <message>
        <source>Decode bound from memory bandwidth</source>
        <translation>Decode-Obergrenze aus der Speicherbandbreite</translation>
    </message>
    <message>
        <source>%1 GB/s x %2 / %3 per step (%4 active weights + %5) x %6</source>
        <translation>%1 GB/s x %2 / %3 pro Schritt (%4 aktive Gewichte + %5) x %6</translation>
    </message>
    <message>
        <source>Decode bound from compute</source>
        <translation>Decode-Obergrenze aus der Rechenleistung</translation>
    </message>
    <message>
        <source>min(%1 bandwidth, %2 compute): compute binds</source>
        <translation>min(%1 Bandbreite, %2 Rechenleistung): die Rechenleistung begrenzt</translation>
    </message>
    <message>
        <source>min(%1 bandwidth, %2 compute): memory bandwidth binds</source>
        <translation>min(%1 Bandbreite, %2 Rechenleistung): die Speicherbandbreite begrenzt</translation>
    </message>
    <message>
        <source>%1 bandwidth (no compute bound: the %2 throughput is missing)</source>
        <translation>%1 Bandbreite (keine Obergrenze aus der Rechenleistung: der %2-Durchsatz fehlt)</translation>
    </message>
    <message>
        <source>%1 tokens/s / %2</source>
        <translation>%1 tokens/s / %2</translation>
    </message>
    <message>
        <source>Chips needed, memory alone</source>
        <translation>Benötigte Chips, nur Speicher</translation>
    </message>
    <message>
        <source>divide its %1 attention heads</source>
        <translation>die %1 Attention-Heads teilen</translation>
    </message>
    <message>
        <source>divide its %1 KV heads or be a multiple of them</source>
        <translation>die %1 KV-Heads teilen oder ein Vielfaches davon sein</translation>
    </message>
    <message>
        <source>%1 chips is not a tensor-parallel degree an engine runs for %2 (it must %3); the figures for %1 chips assume an even split</source>
        <translation>%1 Chips sind kein Tensor-Parallelitätsgrad, mit dem eine Engine %2 ausführt (er muss %3); die Werte für %1 Chips setzen eine gleichmäßige Aufteilung voraus</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 has no num_attention_heads: the tensor-parallel degree is checked against its KV heads only</source>
        <translation>%1 hat keinen Wert für num_attention_heads: der Tensor-Parallelitätsgrad wird nur gegen die KV-Heads geprüft</translation>
    </message>
    <message>
        <source>pipeline parallelism over %1 chips needs fewer chips than tensor parallelism (%2): the verdict uses %1 stages. A sequence passes the stages one after another, so its decode rate is one stage&apos;s, and the aggregate needs at least %1 sequences in flight</source>
        <translation>Pipeline-Parallelismus über %1 Chips benötigt weniger Chips als Tensor-Parallelismus (%2): das Ergebnis verwendet %1 Stufen. Eine Sequenz durchläuft die Stufen nacheinander, daher entspricht ihre Decode-Rate der einer Stufe, und der Gesamtdurchsatz erfordert mindestens %1 gleichzeitig laufende Sequenzen</translation>
    </message>
    <message>
        <source>no tensor-parallel degree of %1 fits; pipeline parallelism over %2 chips does</source>
        <translation>für %1 passt kein Tensor-Parallelitätsgrad; Pipeline-Parallelismus über %2 Chips schon</translation>
    </message>
    <message>
        <source>memory alone needs %1 chips, but tensor parallelism runs on %2: the smallest degree that divides %3&apos;s heads and fits</source>
        <translation>allein für den Speicher werden %1 Chips benötigt, Tensor-Parallelismus läuft aber auf %2: dem kleinsten Grad, der die Heads von %3 teilt und passt</translation>
    </message>
    <message>
        <source>compute and prefill bounds: weight-only quantisation (%1) computes in 16-bit, so the BF16 throughput is used</source>
        <translation>Obergrenzen für Rechenleistung und Prefill: reine Gewichtsquantisierung (%1) rechnet in 16 Bit, daher wird der BF16-Durchsatz verwendet</translation>
    </message>
    <message>
        <source>compute and prefill bounds: %1&apos;s FP4 throughput is %2, so MXFP4 runs weight-only, dequantised to BF16: the BF16 throughput is used</source>
        <translation>Obergrenzen für Rechenleistung und Prefill: der FP4-Durchsatz von %1 ist %2, daher läuft MXFP4 als reine Gewichtsquantisierung, nach BF16 dequantisiert: der BF16-Durchsatz wird verwendet</translation>
    </message>
    <message>
        <source>compute and prefill bounds</source>
        <translation>Obergrenzen für Rechenleistung und Prefill</translation>
    </message>
    <message>
        <source>decode bound: at a batch of %1 the compute bound (%2 tokens/s) is below the bandwidth bound (%3 tokens/s); decode is compute-bound there</source>
        <translation>Decode-Obergrenze: bei einem Batch von %1 liegt die Obergrenze aus der Rechenleistung (%2 tokens/s) unter der aus der Bandbreite (%3 tokens/s); Decode ist dort durch die Rechenleistung begrenzt</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 Chip</numerusform>
            <numerusform>%1 Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 Token</numerusform>
            <numerusform>%1 Tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sequences</source>
        <translation>
            <numerusform>%1 Sequenz</numerusform>
            <numerusform>%1 Sequenzen</numerusform>
        </translation>
    </message>
    <message>
        <source>decode bound: unknown. %1&apos;s memory bandwidth is its on-chip SRAM&apos;s; %2 does not fit in the SRAM of %3, so its weights would stream from external memory, whose bandwidth is not published</source>
        <translation>Decode-Grenze: unbekannt. Die Speicherbandbreite von %1 ist die seines On-Chip-SRAM; %2 passt nicht in den SRAM von %3, seine Gewichte kämen also aus externem Speicher, dessen Bandbreite nicht veröffentlicht ist</translation>
    </message>
    <message>
        <source>does not fit on %1: needs %2</source>
        <translation>passt nicht auf %1: benötigt %2</translation>
    </message>
    <message>
        <source>does not fit on %1: no tensor- or pipeline-parallel degree holds it</source>
        <translation>passt nicht auf %1: kein Tensor- oder Pipeline-Parallelitätsgrad reicht aus</translation>
    </message>
    <message>
        <source>does not fit on %1: no number of chips holds it</source>
        <translation>passt nicht auf %1: keine Chipanzahl reicht aus</translation>
    </message>
    <message>
        <source>throughput bounds: none, %1</source>
        <translation>Durchsatz-Obergrenzen: keine, %1</translation>
    </message>
    <message>
        <source>%1 uses %2&apos;s %3, a design target, not shipping</source>
        <translation>%1: %3 von %2 ist ein Zielwert, nicht ausgeliefert</translation>
    </message>
</context>
<context>
    <name>Offer</name>
    <message>
        <source>on-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>date not shown</source>
        <translation>Datum nicht angegeben</translation>
    </message>
    <message>
        <source>seen %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>seen %1, today</source>
        <translation>Stand %1, heute</translation>
    </message>
    <message>
        <source>seen %1, 1 day ago</source>
        <translation>Stand %1, vor 1 Tag</translation>
    </message>
    <message>
        <source>seen %1, %2 days ago</source>
        <translation>Stand %1, vor %2 Tagen</translation>
    </message>
    <message>
        <source>seen %1, 1 month ago</source>
        <translation>Stand %1, vor 1 Monat</translation>
    </message>
    <message>
        <source>seen %1, %2 months ago</source>
        <translation>Stand %1, vor %2 Monaten</translation>
    </message>
    <message>
        <source>seen %1, %2 years ago</source>
        <translation>Stand %1, vor %2 Jahren</translation>
    </message>
</context>
<context>
    <name>OfferChoice</name>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>Ihr Preis</translation>
    </message>
    <message>
        <source>%1, %2 per chip-hour, %3</source>
        <translation>%1, %2 pro Chipstunde, %3</translation>
    </message>
    <message>
        <source>your price, %1 per chip-hour, %2</source>
        <translation>Ihr Preis, %1 pro Chipstunde, %2</translation>
    </message>
    <message>
        <source>The cheapest on-demand offer</source>
        <translation>Das günstigste On-Demand-Angebot</translation>
    </message>
    <message>
        <source>The cheapest offer (on-demand, reserved or spot)</source>
        <translation>Das günstigste Angebot (On-Demand, reserviert oder Spot)</translation>
    </message>
    <message>
        <source>%1, the only offer</source>
        <translation>%1, das einzige Angebot</translation>
    </message>
    <message>
        <source>%1, picked of %2 offers</source>
        <translation>%1, ausgewählt aus %2 Angeboten</translation>
    </message>
    <message>
        <source>%1, the cheapest on-demand of %2 offers</source>
        <translation>%1, das günstigste On-Demand-Angebot von %2 Angeboten</translation>
    </message>
    <message>
        <source>%1, the cheapest of %2 offers; none is on-demand</source>
        <translation>%1, das günstigste von %2 Angeboten; keines ist On-Demand</translation>
    </message>
    <message>
        <source>%1, the cheapest of %2 offers</source>
        <translation>%1, das günstigste von %2 Angeboten</translation>
    </message>
    <message>
        <source>%1, one of %2 offers</source>
        <translation>%1, eines von %2 Angeboten</translation>
    </message>
    <message>
        <source>at %1 per chip-hour (%2)</source>
        <translation>zu %1 pro Chipstunde (%2)</translation>
    </message>
</context>
<context>
    <name>OffersHtml</name>
    <message>
        <source>no price recorded</source>
        <translation>kein Preis erfasst</translation>
    </message>
    <message>
        <source>%1 /instance-h</source>
        <translation>%1 /Instanz-h</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 /chip-h</source>
        <translation>%1 /Chip-h</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>mitgeliefert</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>before: %1 /instance-h, %2%3</source>
        <translation>vorher: %1 /Instanz-h, %2%3</translation>
    </message>
    <message>
        <source> (your quote)</source>
        <translation> (Ihr Angebot)</translation>
    </message>
    <message>
        <source>Record price...</source>
        <translation>Preis erfassen …</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>Mietangebote</translation>
    </message>
    <message>
        <source>No offer in the catalog.</source>
        <translation>Kein Angebot im Katalog.</translation>
    </message>
    <message>
        <source>Add offer...</source>
        <translation>Angebot hinzufügen …</translation>
    </message>
    <message numerus="yes">
        <source>%1: cheapest %2 per chip-hour (%3), dearest %4 (%5); spread %6x over %n offer(s)</source>
        <translation>
            <numerusform>%1: am günstigsten %2 pro Chipstunde (%3), am teuersten %4 (%5); Spanne %6x über %n Angebot</numerusform>
            <numerusform>%1: am günstigsten %2 pro Chipstunde (%3), am teuersten %4 (%5); Spanne %6x über %n Angebote</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 per chip-hour (%3)</source>
        <translation>%1: %2 pro Chipstunde (%3)</translation>
    </message>
    <message>
        <source>No offer with a current price in US dollars.</source>
        <translation>Kein Angebot mit aktuellem Preis in US-Dollar.</translation>
    </message>
    <message>
        <source>Price history...</source>
        <translation>Preisverlauf …</translation>
    </message>
</context>
<context>
    <name>Ownership</name>
    <message>
        <source>yours</source>
        <translation>Ihre Angabe</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
</context>
<context>
    <name>OwnershipChart</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Own or rent: %1</source>
        <translation>Kaufen oder mieten: %1</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>utilisation, %</source>
        <translation>Auslastung, %</translation>
    </message>
    <message>
        <source>%1 per used chip-hour</source>
        <translation>%1 pro genutzter Chipstunde</translation>
    </message>
    <message>
        <source>Owning: %1</source>
        <translation>Besitzen: %1</translation>
    </message>
    <message>
        <source>break-even %1 %</source>
        <translation>Break-even %1 %</translation>
    </message>
    <message>
        <source>Other offers</source>
        <translation>Andere Angebote</translation>
    </message>
    <message>
        <source>%1 against %2, by ChipAtlas</source>
        <translation>%1 gegen %2, von ChipAtlas</translation>
    </message>
</context>
<context>
    <name>OwnershipDefault</name>
    <message>
        <source>No public figure for the share networking, storage and installation add to the price of the servers was found (vendor and analyst pages searched): enter your own.</source>
        <translation>Für den Anteil, den Netzwerk, Speicher und Installation zum Preis der Server hinzufügen, wurde keine öffentliche Zahl gefunden (Seiten von Herstellern und Analysten durchsucht): Geben Sie Ihren eigenen ein.</translation>
    </message>
    <message>
        <source>No public figure for staff and support per year was found: enter your own.</source>
        <translation>Für Personal und Support pro Jahr wurde keine öffentliche Zahl gefunden: Geben Sie Ihre eigene ein.</translation>
    </message>
    <message>
        <source>No public figure for how busy AI accelerators are was found: enter your own (the chart shows every utilisation).</source>
        <translation>Für die Auslastung von KI-Beschleunigern wurde keine öffentliche Zahl gefunden: Geben Sie Ihre eigene ein (das Diagramm zeigt jede Auslastung).</translation>
    </message>
    <message>
        <source>No default: a facility&apos;s total power is yours to give.</source>
        <translation>Kein Standardwert: Die Gesamtleistung eines Rechenzentrums geben Sie selbst an.</translation>
    </message>
</context>
<context>
    <name>OwnershipExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Own or rent: %1</source>
        <translation>Kaufen oder mieten: %1</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>In brief</source>
        <translation>In Kürze</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Cannot tell which format to write to %1: end the file&apos;s name in .csv, .json or .md.</source>
        <translation>Unklar, in welchem Format %1 geschrieben werden soll: Lassen Sie den Dateinamen auf .csv, .json oder .md enden.</translation>
    </message>
</context>
<context>
    <name>OwnershipField</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>System or chip</source>
        <translation>System oder Chip</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Chips per server</source>
        <translation>Chips je Server</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Quelle des Preises</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Infrastructure share</source>
        <translation>Infrastrukturanteil</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Server overhead factor</source>
        <translation>Server-Overhead-Faktor</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>Strompreis je kWh</translation>
    </message>
    <message>
        <source>Hosting per kW-month</source>
        <translation>Hosting je kW und Monat</translation>
    </message>
    <message>
        <source>Staff and support per year</source>
        <translation>Personal und Support pro Jahr</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Rental offer</source>
        <translation>Mietangebot</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>Leistung je Rack</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Leistung der Anlage</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>OwnershipRows</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 pro Stunde</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Kosten pro Stunde</translation>
    </message>
    <message>
        <source>Capital (depreciation)</source>
        <translation>Kapital (Abschreibung)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Hosting</translation>
    </message>
    <message>
        <source>Staff and support</source>
        <translation>Personal und Support</translation>
    </message>
    <message>
        <source>Per chip-hour</source>
        <translation>Pro Chipstunde</translation>
    </message>
    <message>
        <source>%1 per chip-hour</source>
        <translation>%1 pro Chipstunde</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Per used chip-hour</source>
        <translation>Pro genutzter Chipstunde</translation>
    </message>
    <message>
        <source>%1 per used chip-hour</source>
        <translation>%1 pro genutzter Chipstunde</translation>
    </message>
    <message>
        <source>Over 1 year</source>
        <translation>Über 1 Jahr</translation>
    </message>
    <message>
        <source>Over 3 years</source>
        <translation>Über 3 Jahre</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>owning is cheaper above %1</source>
        <translation>Besitzen ist über %1 günstiger</translation>
    </message>
    <message>
        <source>renting is cheaper at any utilisation (owning would need %1)</source>
        <translation>Mieten ist bei jeder Auslastung günstiger (Besitzen bräuchte %1)</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>Break-even-Auslastung</translation>
    </message>
    <message>
        <source>owning, by %1 per used chip-hour</source>
        <translation>Besitzen, um %1 pro genutzter Chipstunde</translation>
    </message>
    <message>
        <source>renting, by %1 per used chip-hour</source>
        <translation>Mieten, um %1 pro genutzter Chipstunde</translation>
    </message>
    <message>
        <source>neither: both cost the same</source>
        <translation>keines: beide kosten gleich viel</translation>
    </message>
    <message>
        <source>Cheaper at %1</source>
        <translation>Günstiger bei %1</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 pro Million Token</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Owned, per million tokens</source>
        <translation>Besessen, pro Million Token</translation>
    </message>
    <message>
        <source>Rented, per million tokens</source>
        <translation>Gemietet, pro Million Token</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>Tokens per second, one unit</source>
        <translation>Token pro Sekunde, eine Einheit</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 (one rack)</source>
        <translation>%1 (ein Rack)</translation>
    </message>
    <message>
        <source>Power of one unit</source>
        <translation>Leistung einer Einheit</translation>
    </message>
    <message>
        <source>Facility power per rack</source>
        <translation>Leistung des Standorts pro Rack</translation>
    </message>
    <message>
        <source>Units per rack</source>
        <translation>Einheiten pro Rack</translation>
    </message>
    <message>
        <source>One rack as deployed</source>
        <translation>Ein Rack wie aufgestellt</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Leistung des Standorts</translation>
    </message>
    <message>
        <source>Units that fit</source>
        <translation>Einheiten, die passen</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Token pro Sekunde</translation>
    </message>
    <message>
        <source>Tokens per second per kW</source>
        <translation>Token pro Sekunde und kW</translation>
    </message>
    <message>
        <source>%1 tokens/s per kW</source>
        <translation>%1 Token/s pro kW</translation>
    </message>
    <message>
        <source>Owning</source>
        <translation>Besitzen</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>Mieten</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Power and facility</source>
        <translation>Strom und Standort</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>Cheaper at your utilisation</source>
        <translation>Günstiger bei Ihrer Auslastung</translation>
    </message>
</context>
<context>
    <name>OwnershipRules</name>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 je kWh</translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>%1 je kW und Monat</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>%1 pro Jahr</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>the default is in %1, the scenario in %2: ChipAtlas converts no currency; enter your own</source>
        <translation>die Vorgabe ist in %1, das Szenario in %2: ChipAtlas rechnet keine Währung um; geben Sie Ihren eigenen Wert ein</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>nicht enthalten</translation>
    </message>
    <message>
        <source>%1 per system</source>
        <translation>%1 je System</translation>
    </message>
    <message>
        <source>%1 per chip</source>
        <translation>%1 je Chip</translation>
    </message>
    <message>
        <source>Enter a purchase price: the catalog has no published price for %1.</source>
        <translation>Geben Sie einen Kaufpreis ein: der Katalog hat keinen veröffentlichten Preis für %1.</translation>
    </message>
    <message>
        <source>The catalog&apos;s price of %1 is in USD, the scenario in %2: ChipAtlas converts no currency; enter a purchase price in %2.</source>
        <translation>Der Katalogpreis von %1 ist in USD, das Szenario in %2: ChipAtlas rechnet keine Währung um; geben Sie einen Kaufpreis in %2 ein.</translation>
    </message>
    <message>
        <source>Power per system</source>
        <translation>Leistung je System</translation>
    </message>
    <message>
        <source>Power per server</source>
        <translation>Leistung je Server</translation>
    </message>
    <message>
        <source>The offer %1 is not in the catalog.</source>
        <translation>Das Angebot %1 ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>The offer %1 rents %2, not %3.</source>
        <translation>Das Angebot %1 vermietet %2, nicht %3.</translation>
    </message>
    <message>
        <source>The offer is priced in %1, the scenario in %2: ChipAtlas converts no currency.</source>
        <translation>Das Angebot ist in %1 bepreist, das Szenario in %2: ChipAtlas rechnet keine Währung um.</translation>
    </message>
    <message>
        <source>The offers of %1 are priced in %2, the scenario in %3: ChipAtlas converts no currency.</source>
        <translation>Die Angebote für %1 sind in %2 bepreist, das Szenario in %3: ChipAtlas rechnet keine Währung um.</translation>
    </message>
    <message>
        <source>No rental offer of %1 is in the catalog: renting cannot be compared.</source>
        <translation>Kein Mietangebot für %1 im Katalog: Mieten kann nicht verglichen werden.</translation>
    </message>
    <message>
        <source>at %1 per chip-hour (%2)</source>
        <translation>zu %1 pro Chipstunde (%2)</translation>
    </message>
    <message>
        <source>Rental price per chip-hour</source>
        <translation>Mietpreis pro Chipstunde</translation>
    </message>
    <message>
        <source>The model %1 is not in the catalog.</source>
        <translation>Das Modell %1 ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>Tokens per second per system</source>
        <translation>Tokens pro Sekunde je System</translation>
    </message>
    <message>
        <source>Tokens per second per server</source>
        <translation>Tokens pro Sekunde je Server</translation>
    </message>
    <message>
        <source>from result %1, %2 tokens/s per chip x %3 chips</source>
        <translation>aus Ergebnis %1, %2 Tokens/s je Chip x %3 Chips</translation>
    </message>
    <message>
        <source>upper bound: the decode bound at the calculator&apos;s defaults; no measured result of %1 on %2</source>
        <translation>Obergrenze: die Decode-Grenze bei den Vorgaben des Rechners; kein gemessenes Ergebnis von %1 auf %2</translation>
    </message>
    <message>
        <source>no measured result of %1 on %2 and no upper bound: %3</source>
        <translation>kein gemessenes Ergebnis von %1 auf %2 und keine Obergrenze: %3</translation>
    </message>
    <message>
        <source>its chip is unknown</source>
        <translation>sein Chip ist unbekannt</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>%1 is not a chip or system in the catalog.</source>
        <translation>%1 ist kein Chip und kein System im Katalog.</translation>
    </message>
    <message>
        <source>%1 is not sold: it is only rented (availability: %2); the price is yours to assume.</source>
        <translation>%1 wird nicht verkauft, nur vermietet (Verfügbarkeit: %2); der Preis ist Ihre Annahme.</translation>
    </message>
    <message>
        <source>8 chips per server, as HGX and DGX boards</source>
        <translation>8 Chips je Server, wie HGX- und DGX-Boards</translation>
    </message>
    <message>
        <source>Enter the power of one unit: the catalog publishes none for %1 and its chip&apos;s TDP is not known either.</source>
        <translation>Geben Sie die Leistung einer Einheit ein: der Katalog nennt keine für %1, und die TDP seines Chips ist auch nicht bekannt.</translation>
    </message>
    <message>
        <source>Enter %1: the cost of owning needs it.</source>
        <translation>Geben Sie %1 ein: die Kosten des Besitzes brauchen es.</translation>
    </message>
    <message>
        <source>Enter a utilisation: no public figure says how busy accelerators are; the break-even utilisation shows where owning wins.</source>
        <translation>Geben Sie eine Auslastung ein: keine öffentliche Zahl sagt, wie ausgelastet Beschleuniger sind; die Break-even-Auslastung zeigt, ab wann Besitzen günstiger ist.</translation>
    </message>
    <message>
        <source>%1 x %2 of %3</source>
        <translation>%1 x %2 von %3</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1; rents %2</source>
        <translation>%1; vermietet %2</translation>
    </message>
    <message>
        <source>The offer %1 rents %2, not %3 or its chip %4: pick an offer of %3 or of the same chip.</source>
        <translation>Das Angebot %1 vermietet %2, nicht %3 oder dessen Chip %4: Wählen Sie ein Angebot für %3 oder für denselben Chip.</translation>
    </message>
    <message>
        <source>an offer of the same chip: %1</source>
        <translation>ein Angebot desselben Chips: %1</translation>
    </message>
</context>
<context>
    <name>PriceHistory</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>no offer, chip or system has the id &quot;%1&quot;</source>
        <translation>kein Angebot, kein Chip und kein System hat die ID „%1“</translation>
    </message>
    <message>
        <source>Price history: %1</source>
        <translation>Preisverlauf: %1</translation>
    </message>
    <message>
        <source>date seen</source>
        <translation>gesehen am</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>Ihr Preis</translation>
    </message>
    <message>
        <source>No offer in the catalog rents %1.</source>
        <translation>Kein Angebot im Katalog vermietet %1.</translation>
    </message>
    <message>
        <source>cheapest current: %1 per chip-hour, %2</source>
        <translation>günstigstes aktuelles: %1 pro Chipstunde, %2</translation>
    </message>
    <message>
        <source>%1 per chip-hour</source>
        <translation>%1 pro Chipstunde</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 per chip-hour, %3; listed, not drawn</source>
        <translation>%1: %2 pro Chipstunde, %3; aufgeführt, nicht gezeichnet</translation>
    </message>
</context>
<context>
    <name>PriceHistoryChart</name>
    <message>
        <source>%1 against %2, by ChipAtlas</source>
        <translation>%1 gegenüber %2, erstellt mit ChipAtlas</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>There is no offer &quot;%1&quot; in %2.</source>
        <translation>Es gibt kein Angebot „%1“ in %2.</translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Dense %1 throughput</source>
        <translation>Dichter %1-Durchsatz</translation>
    </message>
    <message>
        <source>%1 perf/W</source>
        <translation>%1 Leistung/W</translation>
    </message>
    <message>
        <source>Bandwidth per %1</source>
        <translation>Bandbreite pro %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, ... (%n in all)</source>
        <translation>
            <numerusform>%1, … (%n insgesamt)</numerusform>
            <numerusform>%1, … (%n insgesamt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>chip figure</source>
        <translation>Chipwert</translation>
    </message>
    <message>
        <source>audited benchmark</source>
        <translation>geprüfter Benchmark</translation>
    </message>
    <message>
        <source>independent measurement</source>
        <translation>unabhängige Messung</translation>
    </message>
    <message>
        <source>vendor&apos;s claim</source>
        <translation>Herstellerangabe</translation>
    </message>
    <message>
        <source>your own run</source>
        <translation>Ihr eigener Lauf</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>interactive</source>
        <translation>interaktiv</translation>
    </message>
    <message>
        <source>fixed concurrency</source>
        <translation>feste Parallelität</translation>
    </message>
    <message>
        <source>one request at a time</source>
        <translation>eine Anfrage nach der anderen</translation>
    </message>
</context>
<context>
    <name>ResultChart</name>
    <message>
        <source>Measured power</source>
        <translation>Gemessene Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Bound for the same inputs</source>
        <translation>Obergrenze für dieselben Eingaben</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>no measured rate</source>
        <translation>keine gemessene Rate</translation>
    </message>
    <message>
        <source>power not measured</source>
        <translation>Leistungsaufnahme nicht gemessen</translation>
    </message>
    <message>
        <source>tok/s per W</source>
        <translation>tok/s pro W</translation>
    </message>
    <message>
        <source>× bound</source>
        <translation>× Obergrenze</translation>
    </message>
    <message>
        <source>Hollow markers and &quot;!&quot;: %1: %2</source>
        <translation>Hohle Markierungen und „!“: %1: %2</translation>
    </message>
</context>
<context>
    <name>ResultComparison</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ResultEdits</name>
    <message>
        <source>The result &quot;%1&quot; is no longer in the catalog.</source>
        <translation>Das Ergebnis „%1“ ist nicht mehr im Katalog.</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is already used by another result.</source>
        <translation>Die ID „%1“ wird bereits von einem anderen Ergebnis verwendet.</translation>
    </message>
</context>
<context>
    <name>ResultField</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>Quantisierung</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Engine version</source>
        <translation>Engine-Version</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Präzision der Gewichte</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>Präzision des KV-Cache</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Experten-Parallelität</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Token</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Token</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Token pro Sekunde</translation>
    </message>
    <message>
        <source>Tokens per second per chip</source>
        <translation>Token pro Sekunde pro Chip</translation>
    </message>
    <message>
        <source>Tokens per second per user</source>
        <translation>Token pro Sekunde pro Nutzer</translation>
    </message>
    <message>
        <source>Time to first token, median</source>
        <translation>Zeit bis zum ersten Token, Median</translation>
    </message>
    <message>
        <source>Time to first token, p99</source>
        <translation>Zeit bis zum ersten Token, p99</translation>
    </message>
    <message>
        <source>Time per output token, median</source>
        <translation>Zeit pro Ausgabe-Token, Median</translation>
    </message>
    <message>
        <source>Time per output token, p99</source>
        <translation>Zeit pro Ausgabe-Token, p99</translation>
    </message>
    <message>
        <source>Measured figure</source>
        <translation>Gemessener Wert</translation>
    </message>
    <message>
        <source>Measured value</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Measured power</source>
        <translation>Gemessene Leistung</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Published by</source>
        <translation>Veröffentlicht von</translation>
    </message>
    <message>
        <source>Whose claim</source>
        <translation>Wessen Angabe</translation>
    </message>
    <message>
        <source>MLPerf version</source>
        <translation>MLPerf-Version</translation>
    </message>
    <message>
        <source>MLPerf division</source>
        <translation>MLPerf-Division</translation>
    </message>
    <message>
        <source>MLPerf result id</source>
        <translation>MLPerf-Ergebnis-ID</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>ResultJson</name>
    <message>
        <source>result %1 (&quot;%2&quot;): %3</source>
        <translation>Ergebnis %1 („%2“): %3</translation>
    </message>
    <message>
        <source>result %1 (without an id): %2</source>
        <translation>Ergebnis %1 (ohne ID): %2</translation>
    </message>
    <message>
        <source>%1: must be a number</source>
        <translation>%1: muss eine Zahl sein</translation>
    </message>
    <message>
        <source>%1: must be text</source>
        <translation>%1: muss Text sein</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a result has &quot;id&quot; and the keys of the results CSV&apos;s columns</source>
        <translation>unbekannter Schlüssel „%1“; ein Ergebnis hat „id“ und die Schlüssel der Spalten der Ergebnis-CSV</translation>
    </message>
    <message>
        <source>id: is missing or empty</source>
        <translation>id: fehlt oder ist leer</translation>
    </message>
    <message>
        <source>%1: is missing</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>ist kein Objekt</translation>
    </message>
    <message>
        <source>the id is already used by result %1</source>
        <translation>die ID wird bereits von Ergebnis %1 verwendet</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>audited: MLPerf %1</source>
        <translation>geprüft: MLPerf %1</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>Gemessen: %1</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ResultsHtml</name>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 per chip</source>
        <translation>%1 %2 pro Chip</translation>
    </message>
    <message>
        <source>no throughput given</source>
        <translation>kein Durchsatz angegeben</translation>
    </message>
    <message>
        <source>%1 %2 in total</source>
        <translation>%1 %2 insgesamt</translation>
    </message>
    <message>
        <source>%1 %2 per user</source>
        <translation>%1 %2 pro Nutzer</translation>
    </message>
    <message>
        <source>its bound (%1, %2 %3)</source>
        <translation>seiner Obergrenze (%1, %2 %3)</translation>
    </message>
    <message>
        <source>published by %1</source>
        <translation>veröffentlicht von %1</translation>
    </message>
    <message>
        <source>%1 %2 measured</source>
        <translation>%1 %2 gemessen</translation>
    </message>
    <message>
        <source>no value given</source>
        <translation>kein Wert angegeben</translation>
    </message>
    <message>
        <source>published: %1</source>
        <translation>veröffentlicht: %1</translation>
    </message>
    <message>
        <source>the published figure</source>
        <translation>des veröffentlichten Werts</translation>
    </message>
    <message>
        <source>Measured results</source>
        <translation>Messergebnisse</translation>
    </message>
    <message>
        <source>No measured results in the catalog.</source>
        <translation>Keine Messergebnisse im Katalog.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more in the Results table (Ctrl+Shift+R)</source>
        <translation>
            <numerusform>und %n weiteres in der Ergebnistabelle (Strg+Umschalt+R)</numerusform>
            <numerusform>und %n weitere in der Ergebnistabelle (Strg+Umschalt+R)</numerusform>
        </translation>
    </message>
    <message>
        <source>Record my own run...</source>
        <translation>Eigenen Lauf erfassen …</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
    <message>
        <source>a symbolic link to %1, which does not exist</source>
        <translation>ein symbolischer Link auf %1, das es nicht gibt</translation>
    </message>
    <message>
        <source>a symbolic link that cannot be followed (%1)</source>
        <translation>ein symbolischer Link, dem nicht gefolgt werden kann (%1)</translation>
    </message>
    <message>
        <source>a symbolic link to %1, which is %2</source>
        <translation>ein symbolischer Link auf %1, das %2 ist</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>Make it writable or choose another file name.</source>
        <translation>Machen Sie sie beschreibbar oder wählen Sie einen anderen Dateinamen.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>Free some space and try again.</source>
        <translation>Geben Sie Speicherplatz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>the file is larger than the system allows</source>
        <translation>die Datei ist größer, als das System erlaubt</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>der Datenträger meldete einen Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>das Dateisystem ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the folder %1 is not writable</source>
        <translation>in den Ordner %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>den Ordner %1 gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation>der Dateiname ist zu lang</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <extracomment>%1 the file, %2 why (&quot;the disk is full&quot;)</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>The file was left as it was.</source>
        <translation>Die Datei blieb, wie sie war.</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>Es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Could not write %1: it is %2, not a regular file. Nothing was written to it; choose another file name.</source>
        <extracomment>%1 the file, %2 what it is (&quot;a named pipe (FIFO)&quot;, &quot;a device&quot;).</extracomment>
        <translation>%1 konnte nicht geschrieben werden: es ist %2, keine gewöhnliche Datei. Es wurde nichts hineingeschrieben; wählen Sie einen anderen Dateinamen.</translation>
    </message>
</context>
<context>
    <name>ScenarioEdits</name>
    <message>
        <source>%1 (%2): &quot;%3&quot; is not a chip or a system in the catalog; choose one it has.</source>
        <extracomment>%1 (%2) is the field&apos;s label and key, %3 the id the scenario names.</extracomment>
        <translation>%1 (%2): „%3“ ist kein Chip und kein System im Katalog; wählen Sie eines, das er enthält.</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; is no longer in the catalog.</source>
        <translation>Das Szenario „%1“ ist nicht mehr im Katalog.</translation>
    </message>
</context>
<context>
    <name>SnapshotFile</name>
    <message>
        <source>builtin: must be true or false</source>
        <translation>builtin: muss true oder false sein</translation>
    </message>
    <message>
        <source>not a ChipAtlas snapshot file (it has no &quot;chipatlas_snapshot&quot; key)</source>
        <translation>keine ChipAtlas-Snapshot-Datei (der Schlüssel „chipatlas_snapshot“ fehlt)</translation>
    </message>
    <message>
        <source>chipatlas_snapshot: must be the format number 1</source>
        <translation>chipatlas_snapshot: muss die Formatnummer 1 sein</translation>
    </message>
    <message>
        <source>chipatlas_snapshot: the file has snapshot format %1, written by a newer ChipAtlas (this version reads format %2); update ChipAtlas</source>
        <translation>chipatlas_snapshot: die Datei hat das Snapshot-Format %1, von einem neueren ChipAtlas geschrieben (diese Version liest Format %2); ChipAtlas aktualisieren</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>unbekannter Schlüssel „%1“</translation>
    </message>
    <message>
        <source>name: is missing or empty</source>
        <translation>name: fehlt oder ist leer</translation>
    </message>
    <message>
        <source>taken_at: &quot;%1&quot; is not a date and time (ISO 8601, such as 2026-12-05T11:30:00Z)</source>
        <translation>taken_at: „%1“ ist kein Datum mit Uhrzeit (ISO 8601, etwa 2026-12-05T11:30:00Z)</translation>
    </message>
    <message>
        <source>reason: &quot;%1&quot; is not one of user, import, copy, update, file</source>
        <translation>reason: „%1“ ist keiner der Werte user, import, copy, update, file</translation>
    </message>
    <message>
        <source>note: must be text</source>
        <translation>note: muss ein Text sein</translation>
    </message>
    <message>
        <source>%1: must be an array</source>
        <translation>%1: muss ein Array sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>the id comes twice in the list</source>
        <translation>die ID kommt zweimal in der Liste vor</translation>
    </message>
</context>
<context>
    <name>SnapshotReason</name>
    <message>
        <source>taken by you</source>
        <translation>von Ihnen angelegt</translation>
    </message>
    <message>
        <source>before an import</source>
        <translation>vor einem Import</translation>
    </message>
    <message>
        <source>before a copy</source>
        <translation>vor einem Kopieren</translation>
    </message>
    <message>
        <source>before a built-in catalog update</source>
        <translation>vor einer Aktualisierung des mitgelieferten Katalogs</translation>
    </message>
    <message>
        <source>read from a file</source>
        <translation>aus einer Datei gelesen</translation>
    </message>
    <message>
        <source>A snapshot needs a name.</source>
        <translation>Ein Snapshot braucht einen Namen.</translation>
    </message>
    <message>
        <source>The snapshot name &quot;%1&quot; starts or ends with a space.</source>
        <translation>Der Snapshot-Name „%1“ beginnt oder endet mit einem Leerzeichen.</translation>
    </message>
    <message>
        <source>A snapshot name must be one line without control characters.</source>
        <translation>Ein Snapshot-Name muss eine Zeile ohne Steuerzeichen sein.</translation>
    </message>
    <message>
        <source>A snapshot name has at most %1 characters; this one has %2.</source>
        <translation>Ein Snapshot-Name hat höchstens %1 Zeichen; dieser hat %2.</translation>
    </message>
</context>
<context>
    <name>StorageMessage</name>
    <message>
        <source>To open another catalog, use File &gt; Catalog Settings.</source>
        <extracomment>The menu entry as the main window&apos;s File menu shows it.</extracomment>
        <translation>Einen anderen Katalog öffnen Sie unter Datei &gt; Katalogeinstellungen.</translation>
    </message>
</context>
<context>
    <name>StorageText</name>
    <message>
        <source>Could not %1 in %2: &quot;%3&quot;: %4. Nothing was saved.</source>
        <translation>%1 in %2 ist fehlgeschlagen: „%3“: %4. Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>open the catalog</source>
        <translation>Öffnen des Katalogs</translation>
    </message>
    <message>
        <source>restore the catalog from its rollback journal</source>
        <translation>Wiederherstellen des Katalogs aus seinem Rollback-Journal</translation>
    </message>
    <message>
        <source>Cannot open %1: the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>%1 kann nicht geöffnet werden: der Qt-SQLite-Treiber (QSQLITE) ist nicht installiert.</translation>
    </message>
    <message>
        <source>There is no chip &quot;%1&quot; in %2.</source>
        <translation>Es gibt keinen Chip „%1“ in %2.</translation>
    </message>
    <message>
        <source>start saving a chip price</source>
        <translation>Beginn des Speicherns eines Chippreises</translation>
    </message>
    <message>
        <source>save the chip price</source>
        <translation>Speichern des Chippreises</translation>
    </message>
    <message>
        <source>start removing a chip price</source>
        <translation>Beginn des Entfernens eines Chippreises</translation>
    </message>
    <message>
        <source>remove the chip price</source>
        <translation>Entfernen des Chippreises</translation>
    </message>
    <message>
        <source>There is no LLM model &quot;%1&quot; in %2.</source>
        <translation>Es gibt kein LLM-Modell „%1“ in %2.</translation>
    </message>
    <message>
        <source>save the chips</source>
        <translation>Speichern der Chips</translation>
    </message>
    <message>
        <source>start deleting chips</source>
        <translation>Beginn des Löschens von Chips</translation>
    </message>
    <message>
        <source>delete the chips</source>
        <translation>Löschen der Chips</translation>
    </message>
    <message>
        <source>the connection string does not start with &quot;%1//&quot;: expected %2</source>
        <translation>die Verbindungszeichenfolge beginnt nicht mit „%1//“: erwartet wird %2</translation>
    </message>
    <message>
        <source>&quot;%1://&quot; is not a catalog ChipAtlas can open: give a file path or %2</source>
        <translation>„%1://“ ist kein Katalog, den ChipAtlas öffnen kann: geben Sie einen Dateipfad oder %2 an</translation>
    </message>
    <message>
        <source>the connection string contains a password, which every process list would show: remove it and set PGPASSWORD or store it with the app&apos;s Settings, Catalog</source>
        <translation>die Verbindungszeichenfolge enthält ein Passwort, das jede Prozessliste anzeigen würde: entfernen Sie es und setzen Sie PGPASSWORD, oder speichern Sie es in der App unter Einstellungen, Katalog</translation>
    </message>
    <message>
        <source>the connection string is malformed (%1); expected %2</source>
        <translation>die Verbindungszeichenfolge ist fehlerhaft (%1); erwartet wird %2</translation>
    </message>
    <message>
        <source>the connection string has no user: expected %1</source>
        <translation>die Verbindungszeichenfolge enthält keinen Benutzer: erwartet wird %1</translation>
    </message>
    <message>
        <source>the connection string has no host: expected %1</source>
        <translation>die Verbindungszeichenfolge enthält keinen Host: erwartet wird %1</translation>
    </message>
    <message>
        <source>the port %1 in the connection string is not between 1 and 65535</source>
        <translation>der Port %1 in der Verbindungszeichenfolge liegt nicht zwischen 1 und 65535</translation>
    </message>
    <message>
        <source>the connection string names no database (or more than one path part): expected %1</source>
        <translation>die Verbindungszeichenfolge nennt keine Datenbank (oder mehr als einen Pfadteil): erwartet wird %1</translation>
    </message>
    <message>
        <source>the connection string has a &quot;#%1&quot; part, which a database connection does not take</source>
        <translation>die Verbindungszeichenfolge hat einen Teil „#%1“, den eine Datenbankverbindung nicht annimmt</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot; in the connection string; the only option is sslmode</source>
        <translation>unbekannte Option „%1“ in der Verbindungszeichenfolge; die einzige Option ist sslmode</translation>
    </message>
    <message>
        <source>unknown sslmode &quot;%1&quot;; known modes: %2</source>
        <translation>unbekannter sslmode „%1“; bekannte Modi: %2</translation>
    </message>
    <message>
        <source>The import into %1 was cancelled; nothing was saved.</source>
        <translation>Der Import in %1 wurde abgebrochen; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>the id appears twice in the import</source>
        <translation>die ID kommt im Import doppelt vor</translation>
    </message>
    <message>
        <source>save the LLM models</source>
        <translation>Speichern der LLM-Modelle</translation>
    </message>
    <message>
        <source>save the prices</source>
        <translation>Speichern der Preise</translation>
    </message>
    <message>
        <source>save the systems</source>
        <translation>Speichern der Systeme</translation>
    </message>
    <message>
        <source>save the offers</source>
        <translation>Speichern der Angebote</translation>
    </message>
    <message>
        <source>prepare importing chips</source>
        <translation>Vorbereiten des Chip-Imports</translation>
    </message>
    <message>
        <source>start importing chips</source>
        <translation>Beginn des Chip-Imports</translation>
    </message>
    <message>
        <source>save the imported chips</source>
        <translation>Speichern der importierten Chips</translation>
    </message>
    <message>
        <source>%1 holds a figure that ChipAtlas cannot read (%2). Restore the file from a backup or open another catalog.</source>
        <translation>%1 enthält eine Kennzahl, die ChipAtlas nicht lesen kann (%2). Stellen Sie die Datei aus einer Sicherung wieder her oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>read the chips</source>
        <translation>Lesen der Chips</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>unbekanntes Feld „%1“</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;</source>
        <translation>unbekannter Status „%1“</translation>
    </message>
    <message>
        <source>unknown printed unit &quot;%1&quot;</source>
        <translation>unbekannte angegebene Einheit „%1“</translation>
    </message>
    <message>
        <source>unknown link scope &quot;%1&quot;</source>
        <translation>unbekannter Verbindungsumfang „%1“</translation>
    </message>
    <message>
        <source>count the chips</source>
        <translation>Zählen der Chips</translation>
    </message>
    <message>
        <source>read which figures were edited</source>
        <translation>Lesen, welche Kennzahlen bearbeitet wurden</translation>
    </message>
    <message>
        <source>read the chip prices</source>
        <translation>Lesen der Chippreise</translation>
    </message>
    <message>
        <source>read the deleted built-in chips</source>
        <translation>Lesen der gelöschten mitgelieferten Chips</translation>
    </message>
    <message>
        <source>save the edit marks of chip &quot;%1&quot;</source>
        <translation>Speichern der Bearbeitungsmarkierungen von Chip „%1“</translation>
    </message>
    <message>
        <source>restore chip &quot;%1&quot;</source>
        <translation>Wiederherstellen von Chip „%1“</translation>
    </message>
    <message>
        <source>Could not %1 in %2: the state holds chip &quot;%3&quot;.</source>
        <translation>%1 in %2 ist fehlgeschlagen: der Zustand enthält Chip „%3“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a built-in chip; there is nothing to revert to.</source>
        <translation>„%1“ ist kein mitgelieferter Chip; es gibt keinen Auslieferungszustand, auf den er zurückgesetzt werden könnte.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a built-in chip; there is nothing to revert to in %2.</source>
        <translation>„%1“ ist kein mitgelieferter Chip; in %2 gibt es keinen Auslieferungszustand, auf den er zurückgesetzt werden könnte.</translation>
    </message>
    <message>
        <source>The built-in chip catalog compiled into ChipAtlas cannot be read (%1).</source>
        <translation>Der in ChipAtlas einkompilierte mitgelieferte Chipkatalog kann nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>start restoring chips</source>
        <translation>Beginn des Wiederherstellens von Chips</translation>
    </message>
    <message>
        <source>restore the chips</source>
        <translation>Wiederherstellen der Chips</translation>
    </message>
    <message>
        <source>it has no id</source>
        <translation>er hat keine ID</translation>
    </message>
    <message>
        <source>its id contains a line break</source>
        <translation>seine ID enthält einen Zeilenumbruch</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is %2 but has a value</source>
        <translation>Kennzahl „%1“ ist %2, hat aber einen Wert</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is %2 but has no value</source>
        <translation>Kennzahl „%1“ ist %2, hat aber keinen Wert</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not a finite number</source>
        <translation>Kennzahl „%1“ ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>prepare saving chips</source>
        <translation>Vorbereiten des Speicherns von Chips</translation>
    </message>
    <message>
        <source>save a source URL</source>
        <translation>Speichern einer Quell-URL</translation>
    </message>
    <message>
        <source>Could not save the chips in %1: chip &quot;%2&quot;: %3. Nothing was saved.</source>
        <translation>Die Chips konnten nicht in %1 gespeichert werden: Chip „%2“: %3. Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>save chip &quot;%1&quot;</source>
        <translation>Speichern von Chip „%1“</translation>
    </message>
    <message>
        <source>delete chips</source>
        <translation>Löschen von Chips</translation>
    </message>
    <message>
        <source>There is no chip &quot;%1&quot; in %2; nothing was deleted.</source>
        <translation>Es gibt keinen Chip „%1“ in %2; es wurde nichts gelöscht.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the catalog %2. Choose another file.</source>
        <translation>Der Ordner %1 für den Katalog %2 kann nicht erstellt werden. Wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>Cannot create the catalog %1: its folder is not writable. Choose another file.</source>
        <translation>Der Katalog %1 kann nicht erstellt werden: sein Ordner ist nicht beschreibbar. Wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2. Check its permissions or open another catalog.</source>
        <translation>%1 kann nicht gelesen werden: %2. Prüfen Sie die Zugriffsrechte oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>%1 is not a ChipAtlas catalog: it is not an SQLite database.</source>
        <translation>%1 ist kein ChipAtlas-Katalog: es ist keine SQLite-Datenbank.</translation>
    </message>
    <message>
        <source>the file is shorter than its header</source>
        <translation>die Datei ist kürzer als ihr Dateikopf</translation>
    </message>
    <message>
        <source>The folder of %1 is read-only, and SQLite needs to create its -wal and -shm files beside it. Make the folder writable, or open another catalog.</source>
        <translation>Der Ordner von %1 ist schreibgeschützt, und SQLite muss daneben seine -wal- und -shm-Dateien anlegen. Machen Sie den Ordner beschreibbar oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>restore LLM model &quot;%1&quot;</source>
        <translation>Wiederherstellen von LLM-Modell „%1“</translation>
    </message>
    <message>
        <source>Could not %1: the state holds model &quot;%2&quot;.</source>
        <translation>%1 ist fehlgeschlagen: der Zustand enthält Modell „%2“.</translation>
    </message>
    <message>
        <source>start restoring LLM models</source>
        <translation>Beginn des Wiederherstellens von LLM-Modellen</translation>
    </message>
    <message>
        <source>restore the LLM models</source>
        <translation>Wiederherstellen der LLM-Modelle</translation>
    </message>
    <message>
        <source>read the LLM models</source>
        <translation>Lesen der LLM-Modelle</translation>
    </message>
    <message>
        <source>Could not save the LLM models in %1: model %2 has no id.</source>
        <translation>Die LLM-Modelle konnten nicht in %1 gespeichert werden: Modell %2 hat keine ID.</translation>
    </message>
    <message>
        <source>update the built-in LLM models</source>
        <translation>Aktualisieren der mitgelieferten LLM-Modelle</translation>
    </message>
    <message>
        <source>read the deleted built-in LLM models</source>
        <translation>Lesen der gelöschten mitgelieferten LLM-Modelle</translation>
    </message>
    <message>
        <source>record the deleted built-in LLM model &quot;%1&quot;</source>
        <translation>Vermerken des gelöschten mitgelieferten LLM-Modells „%1“</translation>
    </message>
    <message>
        <source>start deleting LLM models</source>
        <translation>Beginn des Löschens von LLM-Modellen</translation>
    </message>
    <message>
        <source>delete LLM models</source>
        <translation>Löschen von LLM-Modellen</translation>
    </message>
    <message>
        <source>There is no LLM model &quot;%1&quot; in %2; nothing was deleted.</source>
        <translation>Es gibt kein LLM-Modell „%1“ in %2; es wurde nichts gelöscht.</translation>
    </message>
    <message>
        <source>delete the LLM models</source>
        <translation>Löschen der LLM-Modelle</translation>
    </message>
    <message>
        <source>%1 holds offer &quot;%2&quot;, which ChipAtlas cannot read (%3). Restore the file from a backup or open another catalog.</source>
        <translation>%1 enthält das Angebot „%2“, das ChipAtlas nicht lesen kann (%3). Stellen Sie die Datei aus einer Sicherung wieder her oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>Could not save the offers in %1: offer &quot;%2&quot;: %3. Nothing was saved.</source>
        <translation>Die Angebote konnten nicht in %1 gespeichert werden: Angebot „%2“: %3. Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>look up &quot;%1&quot;</source>
        <translation>Nachschlagen von „%1“</translation>
    </message>
    <message>
        <source>read the offers</source>
        <translation>Lesen der Angebote</translation>
    </message>
    <message>
        <source>pricing &quot;%1&quot;</source>
        <translation>pricing „%1“</translation>
    </message>
    <message>
        <source>the date &quot;%1&quot;</source>
        <translation>das Datum „%1“</translation>
    </message>
    <message>
        <source>its target &quot;%1&quot; is neither a chip nor a system of the catalog</source>
        <translation>sein Ziel „%1“ ist weder ein Chip noch ein System des Katalogs</translation>
    </message>
    <message>
        <source>save offer &quot;%1&quot;</source>
        <translation>Speichern von Angebot „%1“</translation>
    </message>
    <message>
        <source>delete offer &quot;%1&quot;</source>
        <translation>Löschen von Angebot „%1“</translation>
    </message>
    <message>
        <source>There is no chip &quot;%1&quot; in %2; %3.</source>
        <translation>Es gibt keinen Chip „%1“ in %2; %3.</translation>
    </message>
    <message>
        <source>look up chip &quot;%1&quot;</source>
        <translation>Nachschlagen von Chip „%1“</translation>
    </message>
    <message>
        <source>Could not %1 in %2: the price of chip &quot;%3&quot; has the date &quot;%4&quot;, which is not a YYYY-MM-DD date.</source>
        <translation>%1 in %2 ist fehlgeschlagen: der Preis von Chip „%3“ hat das Datum „%4“, das kein Datum im Format YYYY-MM-DD ist.</translation>
    </message>
    <message>
        <source>save the price of chip &quot;%1&quot;</source>
        <translation>Speichern des Preises von Chip „%1“</translation>
    </message>
    <message>
        <source>Could not %1 in %2: %3 USD per hour is not a price; it must be a number above zero.</source>
        <translation>%1 in %2 ist fehlgeschlagen: %3 USD pro Stunde ist kein Preis; er muss eine Zahl größer als null sein.</translation>
    </message>
    <message>
        <source>its price of %1 USD per hour was not saved</source>
        <translation>sein Preis von %1 USD pro Stunde wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>remove the price of chip &quot;%1&quot;</source>
        <translation>Entfernen des Preises von Chip „%1“</translation>
    </message>
    <message>
        <source>no price was removed</source>
        <translation>es wurde kein Preis entfernt</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>Lesen der Schemaversion</translation>
    </message>
    <message>
        <source>start upgrading the catalog</source>
        <translation>Beginn der Aktualisierung des Katalogs</translation>
    </message>
    <message>
        <source>upgrade the catalog from schema %1 to %2 (the file was left as it was)</source>
        <translation>Aktualisieren des Katalogs von Schema %1 auf %2 (die Datei blieb unverändert)</translation>
    </message>
    <message>
        <source>save the upgraded schema</source>
        <translation>Speichern des aktualisierten Schemas</translation>
    </message>
    <message>
        <source>turn on foreign keys</source>
        <translation>Einschalten der Fremdschlüssel</translation>
    </message>
    <message>
        <source>switch the catalog to write-ahead logging</source>
        <translation>Umstellen des Katalogs auf Write-Ahead-Logging</translation>
    </message>
    <message>
        <source>Could not %1 in %2: SQLite kept the journal mode &quot;%3&quot;.</source>
        <translation>%1 in %2 ist fehlgeschlagen: SQLite hat den Journalmodus „%3“ beibehalten.</translation>
    </message>
    <message>
        <source>record the built-in catalog revision</source>
        <translation>Vermerken der Revision des mitgelieferten Katalogs</translation>
    </message>
    <message>
        <source>read the built-in catalog revision</source>
        <translation>Lesen der Revision des mitgelieferten Katalogs</translation>
    </message>
    <message>
        <source>remove the chips the built-in catalog dropped</source>
        <translation>Entfernen der Chips, die der mitgelieferte Katalog nicht mehr enthält</translation>
    </message>
    <message>
        <source>The built-in %1 compiled into ChipAtlas cannot be read (%2). This build is broken; please report it.</source>
        <extracomment>%1 is one of &quot;chip catalog&quot;, &quot;LLM model catalog&quot;, &quot;system catalog&quot;, &quot;offer catalog&quot;; %2 says what is wrong with it.</extracomment>
        <translation>Der in ChipAtlas einkompilierte mitgelieferte %1 kann nicht gelesen werden (%2). Dieser Build ist fehlerhaft; bitte melden Sie das.</translation>
    </message>
    <message>
        <source>start updating the built-in chips</source>
        <translation>Beginn der Aktualisierung der mitgelieferten Chips</translation>
    </message>
    <message>
        <source>save the built-in chips</source>
        <translation>Speichern der mitgelieferten Chips</translation>
    </message>
    <message>
        <source>start updating the built-in LLM models</source>
        <translation>Beginn der Aktualisierung der mitgelieferten LLM-Modelle</translation>
    </message>
    <message>
        <source>save the built-in LLM models</source>
        <translation>Speichern der mitgelieferten LLM-Modelle</translation>
    </message>
    <message>
        <source>chip catalog</source>
        <translation>Chipkatalog</translation>
    </message>
    <message>
        <source>LLM model catalog</source>
        <translation>LLM-Modellkatalog</translation>
    </message>
    <message>
        <source>system catalog</source>
        <translation>Systemkatalog</translation>
    </message>
    <message>
        <source>offer catalog</source>
        <translation>Angebotskatalog</translation>
    </message>
    <message>
        <source>Cannot open %1: the Qt PostgreSQL driver (QPSQL) is not installed. Install it (on Debian and Ubuntu: libqt6sql6-psql) or use a local catalog file.</source>
        <translation>%1 kann nicht geöffnet werden: der Qt-PostgreSQL-Treiber (QPSQL) ist nicht installiert. Installieren Sie ihn (unter Debian und Ubuntu: libqt6sql6-psql) oder verwenden Sie eine lokale Katalogdatei.</translation>
    </message>
    <message>
        <source>connect</source>
        <translation>Verbindungsaufbau</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1 (Prozess %2)</translation>
    </message>
    <message>
        <source>%1 is locked by %2, which is writing to it (an import can take a while). Nothing was changed: try again when it has finished.</source>
        <translation>%1 ist gesperrt: %2 schreibt gerade hinein (ein Import kann eine Weile dauern). Es wurde nichts geändert: versuchen Sie es erneut, wenn der Vorgang abgeschlossen ist.</translation>
    </message>
    <message>
        <source>%1 is locked by another program (another ChipAtlas or an sqlite3 shell?). Nothing was changed: close it and try again.</source>
        <translation>%1 ist durch ein anderes Programm gesperrt (ein anderes ChipAtlas oder eine sqlite3-Shell?). Es wurde nichts geändert: schließen Sie es und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>%1 is damaged: SQLite reports &quot;%2&quot;. Restore it from a backup or open another catalog.</source>
        <translation>%1 ist beschädigt: SQLite meldet „%2“. Stellen Sie die Datei aus einer Sicherung wieder her oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>%1 is read-only, and ChipAtlas needs to write to its catalog. Make the file and its folder writable, or open another catalog.</source>
        <translation>%1 ist schreibgeschützt, ChipAtlas muss aber in seinen Katalog schreiben. Machen Sie die Datei und ihren Ordner beschreibbar oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>%1 is not a ChipAtlas catalog: it is an SQLite database of another program. Open a ChipAtlas catalog or a new file.</source>
        <translation>%1 ist kein ChipAtlas-Katalog: es ist die SQLite-Datenbank eines anderen Programms. Öffnen Sie einen ChipAtlas-Katalog oder eine neue Datei.</translation>
    </message>
    <message>
        <source>%1 is not a ChipAtlas catalog: the database holds another program&apos;s tables. Choose an empty database or a ChipAtlas catalog.</source>
        <translation>%1 ist kein ChipAtlas-Katalog: die Datenbank enthält Tabellen eines anderen Programms. Wählen Sie eine leere Datenbank oder einen ChipAtlas-Katalog.</translation>
    </message>
    <message>
        <source>%1 was written by a newer ChipAtlas (schema %2; this version reads up to %3). Update ChipAtlas or open another catalog.</source>
        <translation>%1 wurde von einer neueren ChipAtlas-Version geschrieben (Schema %2; diese Version liest bis %3). Aktualisieren Sie ChipAtlas oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>%1 cannot be opened or created: %2. Check that its folder exists and is writable, or choose another file.</source>
        <translation>%1 kann weder geöffnet noch erstellt werden: %2. Prüfen Sie, ob sein Ordner existiert und beschreibbar ist, oder wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>Could not %1 in %2: the disk is full. Free some space and try again.</source>
        <extracomment>%1 is what was being done, e.g. &quot;save the chips&quot;; %2 the catalog file.</extracomment>
        <translation>%1 in %2 ist fehlgeschlagen: der Datenträger ist voll. Geben Sie Speicherplatz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Could not %1 in %2 because of a disk input/output error (%3).</source>
        <translation>%1 in %2 ist wegen eines Ein-/Ausgabefehlers des Datenträgers fehlgeschlagen (%3).</translation>
    </message>
    <message>
        <source>Could not %1 in %2: %3.</source>
        <extracomment>%1 is what was being done, e.g. &quot;save the chips&quot;; %2 the catalog; %3 SQLite&apos;s words.</extracomment>
        <translation>%1 in %2 ist fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>connection refused (is the server running and accepting connections on port %1?)</source>
        <translation>Verbindung abgelehnt (läuft der Server und nimmt er Verbindungen auf Port %1 an?)</translation>
    </message>
    <message>
        <source>timed out: the server did not answer within 5 seconds</source>
        <translation>Zeitüberschreitung: der Server hat nicht innerhalb von 5 Sekunden geantwortet</translation>
    </message>
    <message>
        <source>the host name &quot;%1&quot; is unknown</source>
        <translation>der Hostname „%1“ ist unbekannt</translation>
    </message>
    <message>
        <source>the network is unreachable</source>
        <translation>das Netzwerk ist nicht erreichbar</translation>
    </message>
    <message>
        <source>the connection was lost (the server stopped or the network is down)</source>
        <translation>die Verbindung wurde unterbrochen (der Server wurde beendet oder das Netzwerk ist ausgefallen)</translation>
    </message>
    <message>
        <source>Wrong password for user %1 on %2. If you do not know the right one, ask the server&apos;s administrator to reset it.</source>
        <translation>Falsches Passwort für Benutzer %1 auf %2. Wenn Sie das richtige nicht kennen, bitten Sie den Administrator des Servers, es zurückzusetzen.</translation>
    </message>
    <message>
        <source>The server %1 asks for the password of user %2, and none was given. Enter it in Settings, Catalog (or set PGPASSWORD for the command line).</source>
        <translation>Der Server %1 verlangt das Passwort von Benutzer %2, es wurde aber keines angegeben. Geben Sie es unter Einstellungen, Katalog ein (oder setzen Sie PGPASSWORD für die Kommandozeile).</translation>
    </message>
    <message>
        <source>The server of %1 has no database &quot;%2&quot;. Check the database name, or ask the server&apos;s administrator to create it.</source>
        <translation>Der Server von %1 hat keine Datenbank „%2“. Prüfen Sie den Datenbanknamen oder bitten Sie den Administrator des Servers, sie anzulegen.</translation>
    </message>
    <message>
        <source>The connection to %1 requires SSL, and the server does not support SSL. Choose the SSL mode &quot;prefer&quot; or &quot;disable&quot;, or ask the server&apos;s administrator to turn SSL on.</source>
        <translation>Die Verbindung zu %1 erfordert SSL, der Server unterstützt aber kein SSL. Wählen Sie den SSL-Modus „prefer“ oder „disable“ oder bitten Sie den Administrator des Servers, SSL einzuschalten.</translation>
    </message>
    <message>
        <source>The server %1 requires SSL. Choose the SSL mode &quot;require&quot; (or a stricter one) and connect again.</source>
        <translation>Der Server %1 erfordert SSL. Wählen Sie den SSL-Modus „require“ (oder einen strengeren) und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>User %1 may not connect to %2 (the server says: %3). Ask the server&apos;s administrator for access.</source>
        <translation>Benutzer %1 darf sich nicht mit %2 verbinden (der Server meldet: %3). Bitten Sie den Administrator des Servers um Zugriff.</translation>
    </message>
    <message>
        <source>The server %1 did not answer within its time limit of %L2 s: it is overloaded, or another session holds a lock on the catalog. Nothing was changed; try again later.</source>
        <translation>Der Server %1 hat nicht innerhalb seines Zeitlimits von %L2 s geantwortet: er ist überlastet, oder eine andere Sitzung hält eine Sperre auf dem Katalog. Es wurde nichts geändert; versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>Cannot reach the server %1: %2. Check the host and port and your network; connect again once the server is back.</source>
        <translation>Der Server %1 ist nicht erreichbar: %2. Prüfen Sie Host, Port und Ihr Netzwerk; verbinden Sie sich erneut, sobald der Server wieder verfügbar ist.</translation>
    </message>
    <message>
        <source>Could not %1 in %2: user %3 lacks the permission (%4). Ask the server&apos;s administrator for write access.</source>
        <translation>%1 in %2 ist fehlgeschlagen: Benutzer %3 fehlt die Berechtigung (%4). Bitten Sie den Administrator des Servers um Schreibzugriff.</translation>
    </message>
    <message>
        <source>Could not %1 in %2: the query returned no row.</source>
        <translation>%1 in %2 ist fehlgeschlagen: die Abfrage lieferte keine Zeile.</translation>
    </message>
    <message>
        <source>check the catalog for changes</source>
        <translation>Prüfen des Katalogs auf Änderungen</translation>
    </message>
    <message>
        <source>remove the systems the built-in catalog dropped</source>
        <translation>Entfernen der Systeme, die der mitgelieferte Katalog nicht mehr enthält</translation>
    </message>
    <message>
        <source>start updating the built-in catalog</source>
        <translation>Beginn der Aktualisierung des mitgelieferten Katalogs</translation>
    </message>
    <message>
        <source>save the built-in systems</source>
        <translation>Speichern der mitgelieferten Systeme</translation>
    </message>
    <message>
        <source>save the built-in offers</source>
        <translation>Speichern der mitgelieferten Angebote</translation>
    </message>
    <message>
        <source>start restoring entries</source>
        <translation>Beginn des Wiederherstellens von Einträgen</translation>
    </message>
    <message>
        <source>restore the entries</source>
        <translation>Wiederherstellen der Einträge</translation>
    </message>
    <message>
        <source>Could not restore system &quot;%1&quot;: the state holds &quot;%2&quot;.</source>
        <translation>System „%1“ konnte nicht wiederhergestellt werden: der Zustand enthält „%2“.</translation>
    </message>
    <message>
        <source>Could not restore offer &quot;%1&quot;: the state holds &quot;%2&quot;.</source>
        <translation>Angebot „%1“ konnte nicht wiederhergestellt werden: der Zustand enthält „%2“.</translation>
    </message>
    <message>
        <source>%1 holds a system figure that ChipAtlas cannot read (%2). Restore the file from a backup or open another catalog.</source>
        <translation>%1 enthält eine Systemkennzahl, die ChipAtlas nicht lesen kann (%2). Stellen Sie die Datei aus einer Sicherung wieder her oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>Could not save the systems in %1: system &quot;%2&quot;: %3. Nothing was saved.</source>
        <translation>Die Systeme konnten nicht in %1 gespeichert werden: System „%2“: %3. Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>read the systems</source>
        <translation>Lesen der Systeme</translation>
    </message>
    <message>
        <source>save system &quot;%1&quot;</source>
        <translation>Speichern von System „%1“</translation>
    </message>
    <message>
        <source>its chip &quot;%1&quot; is not in the catalog</source>
        <translation>sein Chip „%1“ ist nicht im Katalog</translation>
    </message>
    <message>
        <source>delete system &quot;%1&quot;</source>
        <translation>Löschen von System „%1“</translation>
    </message>
    <message>
        <source>read the deleted built-in entries</source>
        <translation>Lesen der gelöschten mitgelieferten Einträge</translation>
    </message>
    <message>
        <source>record the deleted built-in entry &quot;%1&quot;</source>
        <translation>Vermerken des gelöschten mitgelieferten Eintrags „%1“</translation>
    </message>
    <message>
        <source>There is no system &quot;%1&quot; in %2.</source>
        <translation>Es gibt kein System „%1“ in %2.</translation>
    </message>
    <message>
        <source>There is no offer &quot;%1&quot; in %2.</source>
        <translation>Es gibt kein Angebot „%1“ in %2.</translation>
    </message>
    <message>
        <source>Chip &quot;%1&quot;</source>
        <translation>Chip „%1“</translation>
    </message>
    <message>
        <source>Chip &quot;%1&quot; (%2)</source>
        <translation>Chip „%1“ (%2)</translation>
    </message>
    <message>
        <source>LLM model &quot;%1&quot;</source>
        <translation>LLM-Modell „%1“</translation>
    </message>
    <message>
        <source>LLM model &quot;%1&quot; (%2)</source>
        <translation>LLM-Modell „%1“ (%2)</translation>
    </message>
    <message>
        <source>The price of chip &quot;%1&quot;</source>
        <translation>Der Preis von Chip „%1“</translation>
    </message>
    <message>
        <source>The price of chip &quot;%1&quot; (%2)</source>
        <translation>Der Preis von Chip „%1“ (%2)</translation>
    </message>
    <message>
        <source>System &quot;%1&quot;</source>
        <translation>System „%1“</translation>
    </message>
    <message>
        <source>System &quot;%1&quot; (%2)</source>
        <translation>System „%1“ (%2)</translation>
    </message>
    <message>
        <source>Offer &quot;%1&quot;</source>
        <translation>Angebot „%1“</translation>
    </message>
    <message>
        <source>Offer &quot;%1&quot; (%2)</source>
        <translation>Angebot „%1“ (%2)</translation>
    </message>
    <message>
        <source>read the version of &quot;%1&quot;</source>
        <translation>Lesen der Version von „%1“</translation>
    </message>
    <message>
        <source>%1 was deleted in %2 since you opened it (by another window or another user); nothing was saved.</source>
        <extracomment>%1 names the entry, e.g. Chip &quot;H100 SXM&quot; (nvidia-h100-sxm); %2 is the catalog.</extracomment>
        <translation>%1 wurde seit dem Öffnen in %2 gelöscht (in einem anderen Fenster oder von einem anderen Benutzer); es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>%1 was added in %2 since you opened it (by another window or another user); nothing was saved.</source>
        <translation>%1 wurde seit dem Öffnen in %2 hinzugefügt (in einem anderen Fenster oder von einem anderen Benutzer); es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>%1 was changed in %2 since you opened it (by another window or another user); nothing was saved.</source>
        <translation>%1 wurde seit dem Öffnen in %2 geändert (in einem anderen Fenster oder von einem anderen Benutzer); es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>the user name %1 contains a control character, which no user name of a server holds</source>
        <translation>der Benutzername %1 enthält ein Steuerzeichen, das kein Benutzername eines Servers enthält</translation>
    </message>
    <message>
        <source>the host name %1 contains a control character, which no host name holds</source>
        <translation>der Hostname %1 enthält ein Steuerzeichen, das kein Hostname enthält</translation>
    </message>
    <message>
        <source>the database name %1 contains a control character, which no database name of a server holds</source>
        <translation>der Datenbankname %1 enthält ein Steuerzeichen, das kein Datenbankname eines Servers enthält</translation>
    </message>
    <message>
        <source>%1 Nothing was imported into %2; run the import again.</source>
        <extracomment>%1 says which entry and field someone else changed; %2 is the catalog</extracomment>
        <translation>%1 Es wurde nichts in %2 importiert; führen Sie den Import erneut aus.</translation>
    </message>
    <message>
        <source>%1 is %2, not a ChipAtlas catalog. Give the path of a catalog file.</source>
        <extracomment>%2 is what the path is: &quot;a folder&quot;, &quot;a named pipe (FIFO)&quot;, &quot;a device&quot;</extracomment>
        <translation>%1 ist %2, kein ChipAtlas-Katalog. Geben Sie den Pfad einer Katalogdatei an.</translation>
    </message>
    <message>
        <source>create the catalog</source>
        <translation>den Katalog anlegen</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>the connection could not be made (%1)</source>
        <extracomment>%1 is libpq&apos;s own description, in English.</extracomment>
        <translation>die Verbindung konnte nicht hergestellt werden (%1)</translation>
    </message>
    <message>
        <source>Could not %1: a part of it failed, so nothing was saved.</source>
        <translation>%1 ist fehlgeschlagen: ein Teil davon schlug fehl, daher wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>save the results</source>
        <translation>die Ergebnisse speichern</translation>
    </message>
    <message>
        <source>delete result &quot;%1&quot;</source>
        <translation>Ergebnis „%1“ löschen</translation>
    </message>
    <message>
        <source>Could not restore result &quot;%1&quot;: the state holds &quot;%2&quot;.</source>
        <translation>Ergebnis „%1“ konnte nicht wiederhergestellt werden: der Zustand enthält „%2“.</translation>
    </message>
    <message>
        <source>There is no result &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es kein Ergebnis „%1“.</translation>
    </message>
    <message>
        <source>%1 holds result &quot;%2&quot;, which ChipAtlas cannot read (%3). Restore the file from a backup or open another catalog.</source>
        <translation>%1 enthält das Ergebnis „%2“, das ChipAtlas nicht lesen kann (%3). Stellen Sie die Datei aus einer Sicherung wieder her oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>Could not save the results in %1: result &quot;%2&quot;: %3. Nothing was saved.</source>
        <translation>Die Ergebnisse konnten nicht in %1 gespeichert werden: Ergebnis „%2“: %3. Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>read the results</source>
        <translation>die Ergebnisse lesen</translation>
    </message>
    <message>
        <source>save result &quot;%1&quot;</source>
        <translation>Ergebnis „%1“ speichern</translation>
    </message>
    <message>
        <source>remove the results the built-in catalog dropped</source>
        <translation>die Ergebnisse entfernen, die der mitgelieferte Katalog nicht mehr hat</translation>
    </message>
    <message>
        <source>save the built-in results</source>
        <translation>die mitgelieferten Ergebnisse speichern</translation>
    </message>
    <message>
        <source>Result &quot;%1&quot;</source>
        <translation>Ergebnis „%1“</translation>
    </message>
    <message>
        <source>result catalog</source>
        <translation>Ergebniskatalog</translation>
    </message>
    <message>
        <source>save the scenarios</source>
        <translation>die Szenarien speichern</translation>
    </message>
    <message>
        <source>start saving the scenarios</source>
        <translation>Beginn des Speicherns der Szenarien</translation>
    </message>
    <message>
        <source>Could not save scenario &quot;%1&quot;: the state holds &quot;%2&quot;.</source>
        <translation>Szenario „%1“ konnte nicht gespeichert werden: der Zustand enthält „%2“.</translation>
    </message>
    <message>
        <source>There is no scenario &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es kein Szenario „%1“.</translation>
    </message>
    <message>
        <source>%1 holds scenario &quot;%2&quot;, which ChipAtlas cannot read (%3). Restore the file from a backup or open another catalog.</source>
        <translation>%1 enthält das Szenario „%2“, das ChipAtlas nicht lesen kann (%3). Stellen Sie die Datei aus einer Sicherung wieder her oder öffnen Sie einen anderen Katalog.</translation>
    </message>
    <message>
        <source>Could not save scenario &quot;%1&quot; in %2: %3. Nothing was saved.</source>
        <translation>Szenario „%1“ konnte nicht in %2 gespeichert werden: %3. Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>read the scenarios&apos; names</source>
        <translation>die Namen der Szenarien lesen</translation>
    </message>
    <message>
        <source>read the scenarios</source>
        <translation>die Szenarien lesen</translation>
    </message>
    <message>
        <source>the catalog already has a scenario named &quot;%1&quot; (%2); choose another name</source>
        <extracomment>%1 is the name, %2 the id of the scenario that has it.</extracomment>
        <translation>der Katalog hat bereits ein Szenario namens „%1“ (%2); wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>save scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“ speichern</translation>
    </message>
    <message>
        <source>delete scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“ löschen</translation>
    </message>
    <message>
        <source>Scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“</translation>
    </message>
    <message>
        <source>the connection string holds a character that is no text (a Unicode noncharacter or half of a UTF-16 pair), which no name of a server holds</source>
        <translation>die Verbindungszeichenfolge enthält ein Zeichen, das kein Text ist (ein Unicode-Nichtzeichen oder die Hälfte eines UTF-16-Paars), wie es kein Name eines Servers enthält</translation>
    </message>
    <message>
        <source>take a snapshot before updating the built-in catalog</source>
        <translation>vor dem Aktualisieren des mitgelieferten Katalogs einen Snapshot anlegen</translation>
    </message>
    <message>
        <source>%1 already has a snapshot named &quot;%2&quot;; choose another name.</source>
        <translation>%1 hat bereits einen Snapshot namens „%2“; einen anderen Namen wählen.</translation>
    </message>
    <message>
        <source>There is no snapshot &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keinen Snapshot „%1“.</translation>
    </message>
    <message>
        <source>read the snapshots</source>
        <translation>die Snapshots lesen</translation>
    </message>
    <message>
        <source>save snapshot &quot;%1&quot;</source>
        <translation>Snapshot „%1“ speichern</translation>
    </message>
    <message>
        <source>take a snapshot of the catalog</source>
        <translation>einen Snapshot des Katalogs anlegen</translation>
    </message>
    <message>
        <source>read the catalog</source>
        <translation>den Katalog lesen</translation>
    </message>
    <message>
        <source>read snapshot &quot;%1&quot;</source>
        <translation>Snapshot „%1“ lesen</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;</source>
        <translation>unbekannte Art „%1“</translation>
    </message>
    <message>
        <source>Snapshot &quot;%1&quot; in %2 holds %3 &quot;%4&quot;, which cannot be read back: %5</source>
        <translation>Snapshot „%1“ in %2 enthält %3 „%4“, das nicht zurückgelesen werden kann: %5</translation>
    </message>
    <message>
        <source>rename snapshot &quot;%1&quot;</source>
        <translation>Snapshot „%1“ umbenennen</translation>
    </message>
    <message>
        <source>delete a snapshot</source>
        <translation>einen Snapshot löschen</translation>
    </message>
    <message>
        <source>keep what the snapshots recorded</source>
        <translation>das von den Snapshots Erfasste bewahren</translation>
    </message>
    <message>
        <source>Could not %1 in %2: a snapshot records %3 entries of kind &quot;%4&quot; that the catalog no longer holds.</source>
        <translation>Konnte in %2 nicht %1: Ein Snapshot erfasst %3 Einträge der Art &quot;%4&quot;, die der Katalog nicht mehr enthält.</translation>
    </message>
    <message>
        <source>Snapshot &quot;%1&quot; in %2 records %3 entries of kind &quot;%4&quot; that the catalog no longer holds; it cannot be read back.</source>
        <translation>Snapshot &quot;%1&quot; in %2 erfasst %3 Einträge der Art &quot;%4&quot;, die der Katalog nicht mehr enthält; er kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>prepare saving offers</source>
        <translation>Vorbereiten des Speicherns von Angeboten</translation>
    </message>
    <message>
        <source>read which entries the catalog holds</source>
        <translation>Lesen, welche Einträge der Katalog enthält</translation>
    </message>
</context>
<context>
    <name>SystemAggregates</name>
    <message>
        <source>%1 x %2: %3</source>
        <translation>%1 x %2: %3</translation>
    </message>
    <message>
        <source>%1 x %2 %3 (%4)</source>
        <translation>%1 x %2 %3 (%4)</translation>
    </message>
    <message>
        <source>; the chip&apos;s figure is unverified</source>
        <translation>; die Kennzahl des Chips ist unbestätigt</translation>
    </message>
    <message>
        <source>of each %1</source>
        <translation>jeweils von %1</translation>
    </message>
    <message>
        <source>not published for a system</source>
        <translation>für ein System nicht veröffentlicht</translation>
    </message>
    <message>
        <source>the catalog has no chip %1</source>
        <translation>der Katalog hat keinen Chip %1</translation>
    </message>
    <message>
        <source>system power not published (%1 x chip TDP would leave out hosts and switches)</source>
        <translation>Systemleistungsaufnahme nicht veröffentlicht (%1 x Chip-TDP würde Hosts und Switches auslassen)</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>chips only: no host, no switch</source>
        <translation>nur Chips: ohne Host, ohne Switch</translation>
    </message>
    <message>
        <source>not published for %1 chips as one entry</source>
        <translation>für %1 Chips als ein Eintrag nicht veröffentlicht</translation>
    </message>
    <message>
        <source>%1 with sparsity (%2 dense)</source>
        <translation>%1 mit Sparsity (%2 dense)</translation>
    </message>
    <message>
        <source>computed: %1, %2 states %3</source>
        <translation>berechnet: %1, %2 gibt %3 an</translation>
    </message>
    <message>
        <source>agree</source>
        <translation>stimmen überein</translation>
    </message>
    <message>
        <source>differ by %1% (more than rounding)</source>
        <translation>weichen um %1% ab (mehr als Rundung)</translation>
    </message>
    <message>
        <source>computed %1, %2 states %3: %4</source>
        <translation>berechnet %1, %2 gibt %3 an: %4</translation>
    </message>
    <message>
        <source> (printed in different units; the nominal numbers are compared)</source>
        <translation> (in unterschiedlichen Einheiten angegeben; die Nennwerte werden verglichen)</translation>
    </message>
    <message>
        <source>; the chip&apos;s figure is a design target, not shipping</source>
        <translation>; die Kennzahl des Chips ist ein Zielwert, nicht ausgeliefert</translation>
    </message>
</context>
<context>
    <name>SystemColumns</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Scale-up domain (chips)</source>
        <translation>Scale-up-Domäne (Chips)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>System power (W)</source>
        <translation>Systemleistungsaufnahme (W)</translation>
    </message>
    <message>
        <source>Cheapest ($/chip-h)</source>
        <translation>Günstigstes ($/Chip-h)</translation>
    </message>
    <message>
        <source>Dearest ($/chip-h)</source>
        <translation>Teuerstes ($/Chip-h)</translation>
    </message>
    <message>
        <source>Offer spread</source>
        <translation>Angebotsspanne</translation>
    </message>
    <message>
        <source>dearest / cheapest per chip-hour of %1 priced %2 offers</source>
        <translation>teuerstes / günstigstes pro Chipstunde von %1 Angeboten (%2) mit Preis</translation>
    </message>
    <message>
        <source>%1x %2</source>
        <translation>%1x %2</translation>
    </message>
</context>
<context>
    <name>SystemEdits</name>
    <message>
        <source>The id &quot;%1&quot; is already used by another system.</source>
        <translation>Die ID „%1“ wird bereits von einem anderen System verwendet.</translation>
    </message>
    <message>
        <source>The system &quot;%1&quot; is no longer in the catalog.</source>
        <translation>Das System „%1“ ist nicht mehr im Katalog.</translation>
    </message>
</context>
<context>
    <name>SystemField</name>
    <message>
        <source>Scale-up fabric</source>
        <translation>Scale-up-Fabric</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>Scale-up-Domäne</translation>
    </message>
    <message>
        <source>Scale-up bandwidth per chip</source>
        <translation>Scale-up-Bandbreite pro Chip</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>Scale-out-Netzwerk</translation>
    </message>
    <message>
        <source>Host CPUs</source>
        <translation>Host-CPUs</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Host-Speicher</translation>
    </message>
    <message>
        <source>System power</source>
        <translation>Systemleistungsaufnahme</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>Rack-Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Vendor&apos;s FP8 total</source>
        <translation>FP8-Summe laut Hersteller</translation>
    </message>
    <message>
        <source>Vendor&apos;s BF16 total</source>
        <translation>BF16-Summe laut Hersteller</translation>
    </message>
    <message>
        <source>Vendor&apos;s memory total</source>
        <translation>Speichersumme laut Hersteller</translation>
    </message>
    <message>
        <source>Vendor&apos;s memory bandwidth total</source>
        <translation>Summe der Speicherbandbreite laut Hersteller</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>Listenpreis</translation>
    </message>
</context>
<context>
    <name>SystemFit</name>
    <message>
        <source>Scale-up domain</source>
        <translation>Scale-up-Domäne</translation>
    </message>
    <message>
        <source>%1 chips of %2 on %3</source>
        <translation>%1 Chips von %2 über %3</translation>
    </message>
    <message>
        <source>%1 chips of %2</source>
        <translation>%1 Chips von %2</translation>
    </message>
    <message>
        <source>Domains needed</source>
        <translation>Benötigte Domänen</translation>
    </message>
    <message>
        <source>domains needed: unknown (no number of chips of %1 holds the model)</source>
        <translation>benötigte Domänen: unbekannt (keine Anzahl von Chips von %1 fasst das Modell)</translation>
    </message>
    <message>
        <source>Scale-up bandwidth per chip</source>
        <translation>Scale-up-Bandbreite pro Chip</translation>
    </message>
    <message>
        <source>within a domain: %1</source>
        <translation>innerhalb einer Domäne: %1</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>Scale-out-Netzwerk</translation>
    </message>
    <message>
        <source>between domains: %1</source>
        <translation>zwischen Domänen: %1</translation>
    </message>
    <message>
        <source>needs %1 domains: crosses the scale-out network (%2) between them, slower than the scale-up fabric (%3 per chip)</source>
        <translation>benötigt %1 Domänen: überquert zwischen ihnen das Scale-out-Netzwerk (%2), langsamer als die Scale-up-Fabric (%3 pro Chip)</translation>
    </message>
    <message>
        <source>%1 has %2 chips; one scale-up domain has %3</source>
        <translation>%1 hat %2 Chips; eine Scale-up-Domäne hat %3</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 Chip</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>the memory of %1 is not in the catalog</source>
        <translation>der Speicher von %1 steht nicht im Katalog</translation>
    </message>
    <message>
        <source>does not fit: no number of %1 chips holds %2</source>
        <translation>passt nicht: keine Anzahl von %1-Chips fasst %2</translation>
    </message>
    <message>
        <source>does not fit: one instance needs %1, %2 has %3</source>
        <translation>passt nicht: eine Instanz braucht %1, %2 hat %3</translation>
    </message>
    <message>
        <source>one instance spans %1 domains: no bound across the scale-out network</source>
        <translation>eine Instanz erstreckt sich über %1 Domänen: keine Grenze über das Scale-out-Netz</translation>
    </message>
    <message>
        <source>a figure of %1 the bound needs is missing</source>
        <translation>ein Wert von %1, den die Grenze braucht, fehlt</translation>
    </message>
    <message>
        <source>One instance</source>
        <translation>Eine Instanz</translation>
    </message>
    <message>
        <source>%1: %2 pipeline stages over %3 domains</source>
        <translation>%1: %2 Pipeline-Stufen über %3 Domänen</translation>
    </message>
    <message>
        <source>%1, the smallest group an engine runs inside one domain</source>
        <translation>%1, die kleinste Gruppe, die eine Engine in einer Domäne ausführt</translation>
    </message>
    <message>
        <source>domains one instance spans</source>
        <translation>Domänen, über die sich eine Instanz erstreckt</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>floor(%1 domains / %2 domains per instance)</source>
        <translation>floor(%1 Domänen / %2 Domänen je Instanz)</translation>
    </message>
    <message>
        <source>%1 domains x floor(%2 / %3)</source>
        <translation>%1 Domänen x floor(%2 / %3)</translation>
    </message>
    <message>
        <source>%1 domains x floor(%2 / %3) + floor(%4 left over / %3)</source>
        <translation>%1 Domänen x floor(%2 / %3) + floor(%4 übrig / %3)</translation>
    </message>
    <message>
        <source>Memory, all replicas</source>
        <translation>Speicher, alle Replikate</translation>
    </message>
    <message>
        <source>%1 replicas x %2 GB per instance</source>
        <translation>%1 Replikate x %2 GB je Instanz</translation>
    </message>
    <message>
        <source>Decode per sequence, one instance</source>
        <translation>Decode je Sequenz, eine Instanz</translation>
    </message>
    <message>
        <source>one instance&apos;s bound / %1 pipeline stages</source>
        <translation>Grenze einer Instanz / %1 Pipeline-Stufen</translation>
    </message>
    <message>
        <source>one instance&apos;s bound per sequence</source>
        <translation>Grenze einer Instanz je Sequenz</translation>
    </message>
    <message>
        <source>Decode, all replicas</source>
        <translation>Decode, alle Replikate</translation>
    </message>
    <message>
        <source>%1 replicas x %2 tokens/s (%3 per replica)</source>
        <translation>%1 Replikate x %2 Tokens/s (%3 je Replikat)</translation>
    </message>
    <message>
        <source>1 sequence</source>
        <translation>1 Sequenz</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 Sequenzen</translation>
    </message>
    <message>
        <source>the scale-out network (%1) carries requests and responses between replicas only; an instance&apos;s traffic stays on the scale-up fabric</source>
        <translation>das Scale-out-Netz (%1) trägt nur Anfragen und Antworten zwischen Replikaten; der Verkehr einer Instanz bleibt auf der Scale-up-Verbindung</translation>
    </message>
    <message>
        <source>one instance: %1 inside one scale-up domain of %2 chips; %3 has %4 replicas</source>
        <translation>eine Instanz: %1 in einer Scale-up-Domäne von %2 Chips; %3 hat %4 Replikate</translation>
    </message>
    <message>
        <source>decode bound: none, %1</source>
        <translation>Decode-Grenze: keine, %1</translation>
    </message>
    <message>
        <source>no group of chips holds it</source>
        <translation>keine Gruppe von Chips fasst es</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 = %3</source>
        <translation>TP %1 x PP %2 = %3</translation>
    </message>
</context>
<context>
    <name>SystemHtml</name>
    <message>
        <source>Vendor totals against the computed ones</source>
        <translation>Summen des Herstellers im Vergleich zu den berechneten</translation>
    </message>
    <message>
        <source>disagree</source>
        <translation>weichen ab</translation>
    </message>
    <message>
        <source>agree</source>
        <translation>stimmen überein</translation>
    </message>
    <message>
        <source>The vendor&apos;s figure counts 2:4 sparsity: compared at half.</source>
        <translation>Die Kennzahl des Herstellers zählt 2:4-Sparsity: zum halben Wert verglichen.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>%1 · %2 x %3 · system</source>
        <translation>%1 · %2 x %3 · System</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>The chip &quot;%1&quot; is not in the catalog: the totals cannot be computed.</source>
        <translation>Der Chip „%1“ ist nicht im Katalog: die Summen können nicht berechnet werden.</translation>
    </message>
    <message>
        <source>Totals (computed from %1 x %2)</source>
        <translation>Summen (berechnet aus %1 x %2)</translation>
    </message>
    <message>
        <source>Efficiency at %1</source>
        <translation>Effizienz bei %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
</context>
<context>
    <name>SystemJson</name>
    <message>
        <source>%1: is missing or empty</source>
        <translation>%1: fehlt oder ist leer</translation>
    </message>
    <message>
        <source>%1: must be text</source>
        <translation>%1: muss Text sein</translation>
    </message>
    <message>
        <source>%1: must be a whole number of at least 1</source>
        <translation>%1: muss eine ganze Zahl von mindestens 1 sein</translation>
    </message>
    <message>
        <source>%1: must be true or false</source>
        <translation>%1: muss true oder false sein</translation>
    </message>
    <message>
        <source>%1: must be an array of text</source>
        <translation>%1: muss ein Array aus Text sein</translation>
    </message>
    <message>
        <source>per_instance_hour: must be a number greater than 0</source>
        <translation>per_instance_hour: muss eine Zahl größer als 0 sein</translation>
    </message>
    <message>
        <source>currency: &quot;%1&quot; is not an ISO 4217 code (three capital letters)</source>
        <translation>currency: „%1“ ist kein ISO-4217-Code (drei Großbuchstaben)</translation>
    </message>
    <message>
        <source>seen: &quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>seen: „%1“ ist kein Datum (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>ist kein Objekt</translation>
    </message>
    <message>
        <source>figures: must be an object keyed by figure</source>
        <translation>figures: muss ein Objekt mit den Kennzahlen als Schlüsseln sein</translation>
    </message>
    <message>
        <source>figures: unknown figure &quot;%1&quot;</source>
        <translation>figures: unbekannte Kennzahl „%1“</translation>
    </message>
    <message>
        <source>pricing: &quot;%1&quot; is not one of on_demand, reserved, spot</source>
        <translation>pricing: „%1“ ist keiner der Werte on_demand, reserved, spot</translation>
    </message>
    <message>
        <source>prices: must be an array</source>
        <translation>prices: muss ein Array sein</translation>
    </message>
    <message>
        <source>price %1: is not an object</source>
        <translation>price %1: ist kein Objekt</translation>
    </message>
    <message>
        <source>price %1: %2</source>
        <translation>price %1: %2</translation>
    </message>
    <message>
        <source>system %1 (&quot;%2&quot;): %3</source>
        <translation>System %1 („%2“): %3</translation>
    </message>
    <message>
        <source>offer %1 (&quot;%2&quot;): %3</source>
        <translation>Angebot %1 („%2“): %3</translation>
    </message>
    <message>
        <source>system %1 (without an id): %2</source>
        <translation>System %1 (ohne ID): %2</translation>
    </message>
    <message>
        <source>offer %1 (without an id): %2</source>
        <translation>Angebot %1 (ohne ID): %2</translation>
    </message>
    <message>
        <source>the id is already used by system %1</source>
        <translation>die ID wird schon von System %1 verwendet</translation>
    </message>
    <message>
        <source>the id is already used by offer %1</source>
        <translation>die ID wird schon von Angebot %1 verwendet</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>billion</source>
        <translation>Milliarden</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>GB/s per TFLOPS</source>
        <translation>GB/s pro TFLOPS</translation>
    </message>
    <message>
        <source>GB/s per TOPS</source>
        <translation>GB/s pro TOPS</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Byte</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 Chip</numerusform>
            <numerusform>%1 Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Sparsity note</source>
        <translation>Sparsity-Hinweis</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>%1: the text is %2 characters long; at most %3 are allowed</source>
        <translation>%1: der Text ist %2 Zeichen lang; erlaubt sind höchstens %3</translation>
    </message>
    <message>
        <source>%1: the text contains the control character U+%2</source>
        <translation>%1: der Text enthält das Steuerzeichen U+%2</translation>
    </message>
    <message>
        <source>%1: a source URL is empty</source>
        <translation>%1: eine Quell-URL ist leer</translation>
    </message>
    <message>
        <source>%1: the source URL &quot;%2&quot; contains a space, a line break or &apos;;&apos;</source>
        <translation>%1: die Quell-URL „%2“ enthält ein Leerzeichen, einen Zeilenumbruch oder „;“</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Total parameters</source>
        <translation>Parameter insgesamt</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Aktive Parameter</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Head-Dimension</translation>
    </message>
    <message>
        <source>Maximum context</source>
        <translation>Maximaler Kontext</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Experten pro Token</translation>
    </message>
    <message>
        <source>Model field</source>
        <translation>Modellfeld</translation>
    </message>
    <message>
        <source>%1: a printed unit (decimal or binary) applies only to a capacity or a bandwidth in GB or GB/s</source>
        <translation>%1: eine angegebene Einheit (dezimal oder binär) gilt nur für eine Kapazität oder Bandbreite in GB oder GB/s</translation>
    </message>
    <message>
        <source>%1: a link scope applies only to %2</source>
        <translation>%1: ein Verbindungsumfang gilt nur für %2</translation>
    </message>
    <message>
        <source>%1: a configuration or a range applies only to a number</source>
        <translation>%1: eine Konfiguration oder ein Bereich gilt nur für eine Zahl</translation>
    </message>
    <message>
        <source>%1: a range needs both ends, low and high</source>
        <translation>%1: ein Bereich braucht beide Enden, unten und oben</translation>
    </message>
    <message>
        <source>%1: a range needs the value it is given around</source>
        <translation>%1: ein Bereich braucht den Wert, um den er angegeben wird</translation>
    </message>
    <message>
        <source>%1: the range %2 to %3 does not contain the value %4</source>
        <translation>%1: der Bereich %2 bis %3 enthält den Wert %4 nicht</translation>
    </message>
    <message>
        <source>%1: an id is required</source>
        <translation>%1: eine ID ist erforderlich</translation>
    </message>
    <message>
        <source>%1: the id is %2 characters long; at most %3 are allowed</source>
        <translation>%1: die ID ist %2 Zeichen lang; erlaubt sind höchstens %3</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a valid id; use lowercase letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, starting with a letter or digit (like &quot;nvidia-h100-sxm&quot;)</source>
        <translation>%1: „%2“ ist keine gültige ID; Kleinbuchstaben, Ziffern, „.“, „-“ und „_“ verwenden, beginnend mit einem Buchstaben oder einer Ziffer (wie „nvidia-h100-sxm“)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is already used by another entry of the catalog</source>
        <translation>%1: „%2“ wird bereits von einem anderen Eintrag im Katalog verwendet</translation>
    </message>
    <message>
        <source>%1: the value is not a finite number</source>
        <translation>%1: der Wert ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1: %2 is negative</source>
        <translation>%1: %2 ist negativ</translation>
    </message>
    <message>
        <source>%1: %2 is zero; leave the figure empty (unknown or not published) when there is no value</source>
        <translation>%1: %2 ist null; die Kennzahl leer lassen (unbekannt oder nicht veröffentlicht), wenn es keinen Wert gibt</translation>
    </message>
    <message>
        <source>%1: %2 is below the minimum of %3</source>
        <translation>%1: %2 liegt unter dem Minimum von %3</translation>
    </message>
    <message>
        <source>%1: %2 is above the maximum of %3</source>
        <translation>%1: %2 liegt über dem Maximum von %3</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>%1: %2 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1: a figure without a value must be not_published or unknown, not %2</source>
        <translation>%1: eine Kennzahl ohne Wert muss den Status not_published oder unknown haben, nicht %2</translation>
    </message>
    <message>
        <source>%1: &quot;sparsity unstated&quot; applies only to a throughput figure with a value</source>
        <translation>%1: „Sparsity nicht angegeben“ gilt nur für eine Durchsatz-Kennzahl mit Wert</translation>
    </message>
    <message>
        <source>%1: the value must be a number</source>
        <translation>%1: der Wert muss eine Zahl sein</translation>
    </message>
    <message>
        <source>%1: the value must be text</source>
        <translation>%1: der Wert muss ein Text sein</translation>
    </message>
    <message>
        <source>%1: the text is empty; leave the figure without a value</source>
        <translation>%1: der Text ist leer; die Kennzahl stattdessen ohne Wert lassen</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a date as YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>%1: „%2“ ist kein Datum im Format JJJJ, JJJJ-MM oder JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>%1: a %2 is required</source>
        <translation>%1: ein Wert für %2 ist erforderlich</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>%1: a name is required</source>
        <translation>%1: ein Name ist erforderlich</translation>
    </message>
    <message>
        <source>%1: %2 must be greater than zero</source>
        <translation>%1: der Wert muss größer als null sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: %2 billion is above the maximum of 100000 billion</source>
        <translation>%1: %2 Milliarden liegt über dem Maximum von 100.000 Milliarden</translation>
    </message>
    <message>
        <source>%1: %2 is more than %3 %4</source>
        <translation>%1: %2 ist größer als der Wert %4 von %3</translation>
    </message>
    <message>
        <source>no number was entered</source>
        <translation>es wurde keine Zahl eingegeben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>„%1“ ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too close to zero to mean anything; write 0 or a number of at least 1e-300</source>
        <translation>„%1“ liegt zu nah an null, um etwas zu bedeuten; schreiben Sie 0 oder eine Zahl von mindestens 1e-300</translation>
    </message>
    <message>
        <source>%1: %2 is below %3, the smallest value a figure may have</source>
        <translation>%1: %2 liegt unter %3, dem kleinsten Wert, den eine Kennzahl haben darf</translation>
    </message>
    <message>
        <source>%1: required</source>
        <translation>%1: erforderlich</translation>
    </message>
    <message>
        <source>%1: %2 is zero; leave it empty when the source gives none</source>
        <translation>%1: %2 ist null; leer lassen, wenn die Quelle keinen Wert nennt</translation>
    </message>
    <message>
        <source>%1: %2 is below the minimum of 1</source>
        <translation>%1: %2 liegt unter dem Minimum von 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a precision (fp64, fp32, tf32, fp16, bf16, fp8, int8, fp4)</source>
        <translation>„%1“ ist keine Genauigkeit (fp64, fp32, tf32, fp16, bf16, fp8, int8, fp4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not serving or figure</source>
        <translation>„%1“ ist weder serving noch figure</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not offline, server, interactive, concurrency or single</source>
        <translation>„%1“ ist nicht offline, server, interactive, concurrency oder single</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>„%1“ ist kein Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not audited, independent, vendor or own</source>
        <translation>„%1“ ist nicht audited, independent, vendor oder own</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a chip or system in the catalog</source>
        <translation>„%1“ ist kein Chip und kein System im Katalog</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not %3 (a lowercase slug)</source>
        <translation>%1: „%2“ ist nicht %3 (ein Kürzel in Kleinbuchstaben)</translation>
    </message>
    <message>
        <source>%1: %2 is not above %3</source>
        <translation>%1: %2 ist nicht größer als %3</translation>
    </message>
    <message>
        <source>a chip or system id</source>
        <translation>eine Chip- oder System-ID</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a currency; use its three capital letters (ISO 4217, like &quot;USD&quot;)</source>
        <translation>%1: „%2“ ist keine Währung; ihre drei Großbuchstaben verwenden (ISO 4217, wie „USD“)</translation>
    </message>
    <message>
        <source>an offer id</source>
        <translation>eine Angebots-ID</translation>
    </message>
    <message>
        <source>a model id</source>
        <translation>eine Modell-ID</translation>
    </message>
    <message>
        <source>%1: a figure with a value must be published, computed, unverified or design_target, not %2</source>
        <translation>%1: eine Kennzahl mit Wert muss den Status published, computed, unverified oder design_target haben, nicht %2</translation>
    </message>
</context>
<context>
    <name>WhatFits</name>
    <message>
        <source>Open in the model-fit calculator</source>
        <translation>Im Modell-Fit-Rechner öffnen</translation>
    </message>
    <message>
        <source>What fits</source>
        <translation>Was passt</translation>
    </message>
    <message>
        <source>The memory of this chip is %1, so no fit can be computed.</source>
        <translation>Der Speicher dieses Chips ist %1, daher lässt sich nicht berechnen, welche Modelle passen.</translation>
    </message>
    <message>
        <source>What fits in %1</source>
        <translation>Was in %1 passt</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Total memory on one chip: weights, KV cache at %1 for %2 tokens (or the model&apos;s maximum when shorter), batch %3, and %4% headroom. Every expert of an MoE model is counted.</source>
        <translation>Gesamtspeicher auf einem Chip: Gewichte, KV-Cache in %1 für %2 Tokens (oder das Maximum des Modells, falls kürzer), Batch %3 und %4 % Reserve. Jeder Experte eines MoE-Modells wird mitgezählt.</translation>
    </message>
    <message>
        <source>by SGLang&apos;s rule</source>
        <translation>nach der SGLang-Regel</translation>
    </message>
    <message>
        <source>Memory on one chip: weights and KV cache at %1 for %2 tokens (or the model&apos;s maximum when shorter), batch %3, within the %4 budget (%5 %6 of the memory visible to software, or of the printed capacity where that is unknown). Every expert of an MoE model is counted.</source>
        <translation>Speicher auf einem Chip: Gewichte und KV-Cache in %1 für %2 Tokens (oder das Maximum des Modells, falls kürzer), Batch %3, innerhalb des %4-Budgets (%5 %6 des für Software sichtbaren Speichers oder der angegebenen Kapazität, wo dieser unbekannt ist). Jeder Experte eines MoE-Modells wird mitgezählt.</translation>
    </message>
    <message numerus="yes">
        <source>Of %L1 models, %L2 fit at FP16, %L3 at INT8, %L4 at INT4.</source>
        <translation>
            <numerusform>Von %L1 Modell passen %L2 bei FP16, %L3 bei INT8, %L4 bei INT4.</numerusform>
            <numerusform>Von %L1 Modellen passen %L2 bei FP16, %L3 bei INT8, %L4 bei INT4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>%1: the value is not a finite number</source>
        <translation>%1: der Wert ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1: %2 is negative</source>
        <translation>%1: %2 ist negativ</translation>
    </message>
    <message>
        <source>%1: %2 is zero; leave the figure empty (unknown or not published) when there is no value</source>
        <translation>%1: %2 ist null; die Kennzahl leer lassen (unbekannt oder nicht veröffentlicht), wenn es keinen Wert gibt</translation>
    </message>
    <message>
        <source>%1: %2 is below the minimum of %3</source>
        <translation>%1: %2 liegt unter dem Minimum von %3</translation>
    </message>
    <message>
        <source>%1: %2 is above the maximum of %3</source>
        <translation>%1: %2 liegt über dem Maximum von %3</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>%1: %2 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1: a figure without a value must be not_published or unknown, not %2</source>
        <translation>%1: eine Kennzahl ohne Wert muss den Status not_published oder unknown haben, nicht %2</translation>
    </message>
    <message>
        <source>%1: the value must be a number</source>
        <translation>%1: der Wert muss eine Zahl sein</translation>
    </message>
    <message>
        <source>%1: the value must be text</source>
        <translation>%1: der Wert muss ein Text sein</translation>
    </message>
    <message>
        <source>%1: the text is empty; leave the figure without a value</source>
        <translation>%1: der Text ist leer; die Kennzahl stattdessen ohne Wert lassen</translation>
    </message>
    <message>
        <source>%1: a %2 is required</source>
        <translation>%1: ein Wert für %2 ist erforderlich</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>line %1, column %2 (%3)</source>
        <translation>Zeile %1, Spalte %2 (%3)</translation>
    </message>
    <message>
        <source>beyond the header</source>
        <translation>außerhalb der Kopfzeile</translation>
    </message>
    <message>
        <source>text follows the closing quote of a quoted field; a quote inside a quoted field is written twice (&quot;&quot;)</source>
        <translation>auf das schließende Anführungszeichen eines Felds in Anführungszeichen folgt Text; ein Anführungszeichen innerhalb eines solchen Felds wird verdoppelt (&quot;&quot;)</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field; quote the whole field and write the quote twice (&quot;&quot;)</source>
        <translation>ein Anführungszeichen in einem Feld ohne Anführungszeichen; das ganze Feld in Anführungszeichen setzen und das Anführungszeichen verdoppeln (&quot;&quot;)</translation>
    </message>
    <message>
        <source>the quoted field is not closed: the file ends before its closing quote</source>
        <translation>das Feld in Anführungszeichen ist nicht geschlossen: die Datei endet vor dem schließenden Anführungszeichen</translation>
    </message>
    <message>
        <source>line 1: the file is empty; a header row naming at least the columns id, vendor and name is expected</source>
        <translation>Zeile 1: die Datei ist leer; erwartet wird eine Kopfzeile, die mindestens die Spalten id, vendor und name nennt</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice (also column %2)</source>
        <translation>die Spalte „%1“ kommt doppelt vor (auch Spalte %2)</translation>
    </message>
    <message>
        <source>line %1: the row has %2 fields but the header has %3 columns</source>
        <translation>Zeile %1: die Zeile hat %2 Felder, die Kopfzeile aber %3 Spalten</translation>
    </message>
    <message>
        <source>the field is %1 characters long; at most %2 are allowed</source>
        <translation>das Feld ist %1 Zeichen lang; erlaubt sind höchstens %2</translation>
    </message>
    <message>
        <source>the field contains a NUL character</source>
        <translation>das Feld enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (write it like 1307.4, without units or group separators)</source>
        <translation>„%1“ ist keine Zahl (wie 1307.4 schreiben, mit Punkt als Dezimaltrennzeichen, ohne Einheiten oder Tausendertrennzeichen)</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used on line %2</source>
        <translation>die ID „%1“ wird bereits in Zeile %2 verwendet</translation>
    </message>
    <message>
        <source>the file is empty; a JSON array of chips is expected</source>
        <translation>die Datei ist leer; erwartet wird ein JSON-Array von Chips</translation>
    </message>
    <message>
        <source>the JSON is neither an array of chips nor an object with &quot;format&quot;: &quot;chipatlas-catalog&quot; and a &quot;chips&quot; array</source>
        <translation>das JSON ist weder ein Array von Chips noch ein Objekt mit &quot;format&quot;: &quot;chipatlas-catalog&quot; und einem Array &quot;chips&quot;</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the id is already used by chip %1</source>
        <translation>die ID wird bereits von Chip %1 verwendet</translation>
    </message>
    <message>
        <source>%1: a printed unit (decimal or binary) applies only to a capacity or a bandwidth in GB or GB/s</source>
        <translation>%1: eine angegebene Einheit (dezimal oder binär) gilt nur für eine Kapazität oder Bandbreite in GB oder GB/s</translation>
    </message>
    <message>
        <source>%1: a configuration or a range applies only to a number</source>
        <translation>%1: eine Konfiguration oder ein Bereich gilt nur für eine Zahl</translation>
    </message>
    <message>
        <source>%1: a range needs both ends, low and high</source>
        <translation>%1: ein Bereich braucht beide Enden, unten und oben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2; leave the cell empty when it is not stated</source>
        <translation>„%1“ ist keiner der Werte %2; die Zelle leer lassen, wenn nichts angegeben ist</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range; write it as low-high in the figure&apos;s unit, like 300-350</source>
        <translation>„%1“ ist kein Bereich; als unten-oben in der Einheit der Kennzahl schreiben, wie 300-350</translation>
    </message>
    <message>
        <source>chips: %1 new, %2 changed, %3 unchanged; LLM models: %4 new, %5 changed, %6 unchanged; prices: %7 new, %8 changed, %9 unchanged</source>
        <translation>Chips: %1 neu, %2 geändert, %3 unverändert; LLM-Modelle: %4 neu, %5 geändert, %6 unverändert; Preise: %7 neu, %8 geändert, %9 unverändert</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>%1: &quot;sparsity unstated&quot; applies only to a chip&apos;s throughput figure</source>
        <translation>%1: „Sparsity nicht angegeben“ gilt nur für die Durchsatz-Kennzahl eines Chips</translation>
    </message>
    <message>
        <source>%1: a link scope applies only to a chip&apos;s interconnect bandwidth</source>
        <translation>%1: ein Verbindungsumfang gilt nur für die Interconnect-Bandbreite eines Chips</translation>
    </message>
    <message>
        <source>%1: the range does not contain the value</source>
        <translation>%1: der Bereich enthält den Wert nicht</translation>
    </message>
    <message>
        <source>%1: %2 chips; a whole number from 1 to 10000000 is required</source>
        <translation>%1: %2 Chips; eine ganze Zahl von 1 bis 10000000 ist erforderlich</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>System or chip</source>
        <translation>System oder Chip</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <source>Pricing note</source>
        <translation>Preishinweis</translation>
    </message>
    <message>
        <source>Price %1 per instance hour</source>
        <translation>Preis %1 pro Instanzstunde</translation>
    </message>
    <message>
        <source>%1: %2 is not a price; a number above 0 and at most 10000000 is required</source>
        <translation>%1: %2 ist kein Preis; eine Zahl über 0 und höchstens 10000000 ist erforderlich</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a currency; use its three capital letters (ISO 4217, like &quot;USD&quot;)</source>
        <translation>%1: „%2“ ist keine Währung; ihre drei Großbuchstaben verwenden (ISO 4217, wie „USD“)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>%1: %2 is outside 2000-01-01 to 2200-12-31</source>
        <translation>%1: %2 liegt außerhalb von 2000-01-01 bis 2200-12-31</translation>
    </message>
    <message>
        <source>Date seen</source>
        <translation>Stand (Datum)</translation>
    </message>
    <message>
        <source>Date note</source>
        <translation>Datumshinweis</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>; systems: %1 new, %2 changed, %3 unchanged; offers: %4 new, %5 changed, %6 unchanged</source>
        <translation>; Systeme: %1 neu, %2 geändert, %3 unverändert; Angebote: %4 neu, %5 geändert, %6 unverändert</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot; in %2; the columns are %3</source>
        <translation>unbekannte Spalte „%1“ in %2; die Spalten sind %3</translation>
    </message>
    <message>
        <source>line 1: the header has no &quot;%1&quot; column; %2 needs the columns %3</source>
        <translation>Zeile 1: die Kopfzeile hat keine Spalte „%1“; %2 braucht die Spalten %3</translation>
    </message>
    <message>
        <source>is empty; every offer needs one</source>
        <translation>ist leer; jedes Angebot braucht einen Wert</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of on_demand, reserved, spot</source>
        <translation>„%1“ ist keiner der Werte on_demand, reserved, spot</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of at least 1</source>
        <translation>„%1“ ist keine ganze Zahl von mindestens 1</translation>
    </message>
    <message>
        <source>the row has no per_instance_hour, so it brings no price and cannot say one&apos;s %1</source>
        <translation>die Zeile hat kein per_instance_hour, bringt also keinen Preis mit und kann dessen %1 nicht angeben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price greater than 0 (write it like 55.04, without a currency sign)</source>
        <translation>„%1“ ist kein Preis größer als 0 (etwa als 55.04 schreiben, ohne Währungszeichen)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not per_instance_hour / chips (%2 / %3 = %4); leave it empty or correct it</source>
        <translation>„%1“ ist nicht per_instance_hour / chips (%2 / %3 = %4); leer lassen oder korrigieren</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 4217 code (three capital letters, like USD)</source>
        <translation>„%1“ ist kein ISO-4217-Code (drei Großbuchstaben, wie USD)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD); put an undated source&apos;s words in seen_note</source>
        <translation>„%1“ ist kein Datum (YYYY-MM-DD); die Angaben einer Quelle ohne Datum in seen_note eintragen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not true or false</source>
        <translation>„%1“ ist nicht true oder false</translation>
    </message>
    <message>
        <source>the offer &quot;%1&quot; has &quot;%2&quot; here but &quot;%3&quot; on line %4; the rows of one offer differ only in their price</source>
        <translation>das Angebot „%1“ hat hier „%2“, aber in Zeile %4 „%3“; die Zeilen eines Angebots unterscheiden sich nur im Preis</translation>
    </message>
    <message>
        <source>line 1: the file is empty; a header row naming at least the columns %1 is expected</source>
        <translation>Zeile 1: die Datei ist leer; erwartet wird eine Kopfzeile, die mindestens die Spalten %1 nennt</translation>
    </message>
    <message>
        <source>an offers CSV</source>
        <translation>eine Angebots-CSV</translation>
    </message>
    <message>
        <source>the figure is %1 but has a value</source>
        <translation>die Kennzahl ist %1, hat aber einen Wert</translation>
    </message>
    <message>
        <source>the figure is %1 but has no value</source>
        <translation>die Kennzahl ist %1, hat aber keinen Wert</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a printed unit; use decimal, binary or leave it empty</source>
        <translation>„%1“ ist keine angegebene Einheit; decimal oder binary verwenden oder leer lassen</translation>
    </message>
    <message>
        <source>is empty; every system needs one</source>
        <translation>ist leer; jedes System braucht einen Wert</translation>
    </message>
    <message>
        <source>a systems CSV</source>
        <translation>eine System-CSV</translation>
    </message>
    <message>
        <source>the file is empty: a header row is expected</source>
        <translation>die Datei ist leer: eine Kopfzeile wird erwartet</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>der Text ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>cannot start the CSV parser</source>
        <translation>der CSV-Parser kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%2 is libcsv&apos;s own description of the error, in English.</extracomment>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a chip of the catalog; add or import that chip first, or name one the catalog has</source>
        <translation>%1: „%2“ ist kein Chip des Katalogs; fügen Sie den Chip zuerst hinzu oder importieren Sie ihn, oder nennen Sie einen, den der Katalog hat</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is neither a chip nor a system of the catalog; add or import it first, or name one the catalog has</source>
        <translation>%1: „%2“ ist weder ein Chip noch ein System des Katalogs; fügen Sie es zuerst hinzu oder importieren Sie es, oder nennen Sie eines, das der Katalog hat</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>%1: %2 was changed by someone else since this import was planned (now %3, planned against %4; the import brings %5).</source>
        <extracomment>%1 is an entry&apos;s id, %2 a field&apos;s key (&quot;tdp_w&quot;), %3 to %5 values (&quot;700 W&quot;)</extracomment>
        <translation>%1: %2 wurde von jemand anderem geändert, seit dieser Import geplant wurde (jetzt %3, geplant gegen %4; der Import bringt %5).</translation>
    </message>
    <message>
        <source>%1 was added by someone else since this import was planned, with another %2 (%3 there, %4 in the import).</source>
        <translation>%1 wurde von jemand anderem hinzugefügt, seit dieser Import geplant wurde, mit einem anderen Wert für %2 (%3 dort, %4 im Import).</translation>
    </message>
    <message>
        <source>%1 was deleted by someone else since this import was planned.</source>
        <translation>%1 wurde von jemand anderem gelöscht, seit dieser Import geplant wurde.</translation>
    </message>
    <message>
        <source>line 1: the text is not valid UTF-8: the file is %1; save it as UTF-8</source>
        <extracomment>%1 names the encoding, e.g. &quot;UTF-16 (little-endian)&quot;.</extracomment>
        <translation>Zeile 1: der Text ist kein gültiges UTF-8: die Datei ist %1; speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <source>UTF-32 (little-endian)</source>
        <translation>UTF-32 (Little-Endian)</translation>
    </message>
    <message>
        <source>UTF-32 (big-endian)</source>
        <translation>UTF-32 (Big-Endian)</translation>
    </message>
    <message>
        <source>UTF-16 (little-endian)</source>
        <translation>UTF-16 (Little-Endian)</translation>
    </message>
    <message>
        <source>UTF-16 (big-endian)</source>
        <translation>UTF-16 (Big-Endian)</translation>
    </message>
    <message>
        <source>UTF-32 (little-endian, without a byte order mark)</source>
        <translation>UTF-32 (Little-Endian, ohne Byte-Order-Mark)</translation>
    </message>
    <message>
        <source>UTF-32 (big-endian, without a byte order mark)</source>
        <translation>UTF-32 (Big-Endian, ohne Byte-Order-Mark)</translation>
    </message>
    <message>
        <source>UTF-16 (little-endian, without a byte order mark)</source>
        <translation>UTF-16 (Little-Endian, ohne Byte-Order-Mark)</translation>
    </message>
    <message>
        <source>UTF-16 (big-endian, without a byte order mark)</source>
        <translation>UTF-16 (Big-Endian, ohne Byte-Order-Mark)</translation>
    </message>
    <message>
        <source>line 1, column 1: the text is not valid UTF-8: the file starts with a damaged byte order mark (EF BB BF is one); remove it or save the file as UTF-8</source>
        <translation>Zeile 1, Spalte 1: der Text ist kein gültiges UTF-8: die Datei beginnt mit einer beschädigten Byte-Order-Mark (EF BB BF wäre eine); entfernen Sie sie oder speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <source>line 1, column 1: the file starts with &quot;ï»¿&quot;, a byte order mark that was converted to UTF-8 a second time; remove it or save the file as UTF-8</source>
        <translation>Zeile 1, Spalte 1: die Datei beginnt mit „ï»¿“, einer Byte-Order-Mark, die ein zweites Mal nach UTF-8 umgewandelt wurde; entfernen Sie sie oder speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <source>%1 chip</source>
        <translation>%1 Chip</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>%1 LLM model</source>
        <translation>%1 LLM-Modell</translation>
    </message>
    <message>
        <source>%1 LLM models</source>
        <translation>%1 LLM-Modelle</translation>
    </message>
    <message>
        <source>%1 price</source>
        <translation>%1 Preis</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1 Preise</translation>
    </message>
    <message>
        <source>%1 system</source>
        <translation>%1 System</translation>
    </message>
    <message>
        <source>%1 systems</source>
        <translation>%1 Systeme</translation>
    </message>
    <message>
        <source>%1 offer</source>
        <translation>%1 Angebot</translation>
    </message>
    <message>
        <source>%1 offers</source>
        <translation>%1 Angebote</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a chip or system id (a lowercase slug)</source>
        <translation>%1: „%2“ ist keine Chip- oder System-ID (ein Slug in Kleinbuchstaben)</translation>
    </message>
    <message>
        <source>%1: required for a serving result (offline, server, interactive, concurrency or single)</source>
        <translation>%1: für ein Serving-Ergebnis erforderlich (offline, server, interactive, concurrency oder single)</translation>
    </message>
    <message>
        <source>%1: required when the scenario is concurrency</source>
        <translation>%1: erforderlich, wenn das Szenario concurrency ist</translation>
    </message>
    <message>
        <source>%1: a serving result needs a throughput: tokens_per_s, tokens_per_s_per_chip or tokens_per_s_per_user</source>
        <translation>%1: ein Serving-Ergebnis braucht einen Durchsatz: tokens_per_s, tokens_per_s_per_chip oder tokens_per_s_per_user</translation>
    </message>
    <message>
        <source>%1: only a figure measurement (kind figure) measures a chip figure</source>
        <translation>%1: nur eine Wertmessung (kind figure) misst einen Chipwert</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a chip figure with a number (for example bf16_tflops_dense or memory_bw_gbs)</source>
        <translation>%1: „%2“ ist kein Chipwert mit einer Zahl (zum Beispiel bf16_tflops_dense oder memory_bw_gbs)</translation>
    </message>
    <message>
        <source>%1: required for a figure measurement</source>
        <translation>%1: für eine Wertmessung erforderlich</translation>
    </message>
    <message>
        <source>%1: a figure measurement has no token throughput; record a serving result for it</source>
        <translation>%1: eine Wertmessung hat keinen Token-Durchsatz; dafür ein Serving-Ergebnis erfassen</translation>
    </message>
    <message>
        <source>%1: %2 is not a date from 2000-01-01 to today</source>
        <translation>%1: %2 ist kein Datum zwischen 2000-01-01 und heute</translation>
    </message>
    <message>
        <source>a results CSV</source>
        <translation>eine Ergebnis-CSV</translation>
    </message>
    <message>
        <source>from result %1 (%2), %3 tokens/s per chip</source>
        <translation>aus Ergebnis %1 (%2), %3 Tokens/s pro Chip</translation>
    </message>
    <message>
        <source>from result %1 (%2) on %3, the same chip, %4 tokens/s per chip</source>
        <translation>aus Ergebnis %1 (%2) auf %3, demselben Chip, %4 Tokens/s pro Chip</translation>
    </message>
    <message>
        <source>upper bound: no measured result of %1 on %2</source>
        <translation>Obergrenze: kein gemessenes Ergebnis von %1 auf %2</translation>
    </message>
    <message>
        <source>%1&apos;s memory bandwidth is %2: no bandwidth bound</source>
        <translation>die Speicherbandbreite von %1 ist %2: keine Bandbreitengrenze</translation>
    </message>
    <message>
        <source>%1 lacks a figure the bound needs</source>
        <translation>%1 fehlt eine Kennzahl, die die Obergrenze braucht</translation>
    </message>
    <message>
        <source>above its bound: an error in the data or in the formula</source>
        <translation>über seiner Obergrenze: ein Fehler in den Daten oder in der Formel</translation>
    </message>
    <message>
        <source>the dense-compute bound</source>
        <translation>die Grenze der dichten Rechenleistung</translation>
    </message>
    <message>
        <source>the memory-bandwidth bound</source>
        <translation>die Grenze der Speicherbandbreite</translation>
    </message>
    <message>
        <source>a chip-figure measurement has no serving bound</source>
        <translation>eine Messung einer Chip-Kennzahl hat keine Serving-Obergrenze</translation>
    </message>
    <message>
        <source>model &apos;%1&apos; is not in the catalog: no bound</source>
        <translation>Modell „%1“ ist nicht im Katalog: keine Obergrenze</translation>
    </message>
    <message>
        <source>the chip of %1 is not in the catalog: no bound</source>
        <translation>der Chip von %1 ist nicht im Katalog: keine Obergrenze</translation>
    </message>
    <message>
        <source>hardware &apos;%1&apos; is not a chip or system of the catalog: no bound</source>
        <translation>Hardware „%1“ ist kein Chip und kein System des Katalogs: keine Obergrenze</translation>
    </message>
    <message>
        <source>the result ran on no chips: no bound</source>
        <translation>das Ergebnis lief auf keinem Chip: keine Obergrenze</translation>
    </message>
    <message>
        <source>the weight precision is not given: no bound</source>
        <translation>die Gewichtspräzision ist nicht angegeben: keine Obergrenze</translation>
    </message>
    <message>
        <source>weight precision %1: the calculator has no format for it, no bound</source>
        <translation>Gewichtspräzision %1: der Rechner hat kein Format dafür, keine Obergrenze</translation>
    </message>
    <message>
        <source>FP4 weights computed as MXFP4 (4.25 bits per weight)</source>
        <translation>FP4-Gewichte als MXFP4 gerechnet (4,25 Bit pro Gewicht)</translation>
    </message>
    <message>
        <source>KV cache precision %1: the calculator has no format for it, no bound</source>
        <translation>KV-Cache-Präzision %1: der Rechner hat kein Format dafür, keine Obergrenze</translation>
    </message>
    <message>
        <source>KV cache precision not given: %1, the weights&apos;</source>
        <translation>KV-Cache-Präzision nicht angegeben: %1, die der Gewichte</translation>
    </message>
    <message>
        <source>KV cache precision not given: FP8</source>
        <translation>KV-Cache-Präzision nicht angegeben: FP8</translation>
    </message>
    <message>
        <source>%1 not given: counted as no tokens, which can only raise the bound</source>
        <translation>%1 nicht angegeben: als null Tokens gezählt, was die Obergrenze nur erhöhen kann</translation>
    </message>
    <message>
        <source>input and output lengths</source>
        <translation>Eingabe- und Ausgabelänge</translation>
    </message>
    <message>
        <source>input length</source>
        <translation>Eingabelänge</translation>
    </message>
    <message>
        <source>output length</source>
        <translation>Ausgabelänge</translation>
    </message>
    <message>
        <source>concurrency not given: the most sequences that fit</source>
        <translation>Parallelität nicht angegeben: die meisten Sequenzen, die passen</translation>
    </message>
    <message>
        <source>%1&apos;s memory is unknown: no bound</source>
        <translation>der Speicher von %1 ist unbekannt: keine Obergrenze</translation>
    </message>
    <message>
        <source>batch: one request at a time</source>
        <translation>Batch: eine Anfrage nach der anderen</translation>
    </message>
    <message>
        <source>batch: the concurrency of %1</source>
        <translation>Batch: die Parallelität von %1</translation>
    </message>
    <message>
        <source>batch: the most sequences that fit, %1 on %2</source>
        <translation>Batch: die meisten Sequenzen, die passen, %1 auf %2</translation>
    </message>
    <message>
        <source>context: %1 per request</source>
        <translation>Kontext: %1 pro Anfrage</translation>
    </message>
    <message>
        <source>a serving result measures no chip figure</source>
        <translation>ein Serving-Ergebnis misst keine Chip-Kennzahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a numeric chip figure</source>
        <translation>„%1“ ist keine numerische Chip-Kennzahl</translation>
    </message>
    <message>
        <source>hardware &apos;%1&apos; is not a chip or system of the catalog</source>
        <translation>Hardware „%1“ ist kein Chip und kein System des Katalogs</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is %3</source>
        <translation>%2 von %1 ist %3</translation>
    </message>
    <message>
        <source>no measured value</source>
        <translation>kein Messwert</translation>
    </message>
    <message>
        <source>result %1</source>
        <translation>Ergebnis %1</translation>
    </message>
    <message>
        <source>audited: %1</source>
        <translation>geprüft: %1</translation>
    </message>
    <message>
        <source>independent</source>
        <translation>unabhängig</translation>
    </message>
    <message>
        <source>independent: %1</source>
        <translation>unabhängig: %1</translation>
    </message>
    <message>
        <source>vendor claim</source>
        <translation>Herstellerangabe</translation>
    </message>
    <message>
        <source>vendor claim: %1</source>
        <translation>Herstellerangabe: %1</translation>
    </message>
    <message>
        <source>your own run, not audited</source>
        <translation>Ihr eigener Lauf, nicht geprüft</translation>
    </message>
    <message>
        <source>a serving result and a chip-figure measurement do not compare</source>
        <translation>ein Serving-Ergebnis und eine Messung einer Chip-Kennzahl sind nicht vergleichbar</translation>
    </message>
    <message>
        <source>they measure different figures (%1, %2)</source>
        <translation>sie messen verschiedene Kennzahlen (%1, %2)</translation>
    </message>
    <message>
        <source>different models (%1, %2)</source>
        <translation>verschiedene Modelle (%1, %2)</translation>
    </message>
    <message>
        <source>no scenario</source>
        <translation>kein Szenario</translation>
    </message>
    <message>
        <source>different scenarios (%1, %2)</source>
        <translation>verschiedene Szenarien (%1, %2)</translation>
    </message>
    <message>
        <source>an audited MLPerf result compares only with audited MLPerf results</source>
        <translation>ein geprüftes MLPerf-Ergebnis ist nur mit geprüften MLPerf-Ergebnissen vergleichbar</translation>
    </message>
    <message>
        <source>different MLPerf versions (%1, %2): an MLPerf result compares only with results of the same version</source>
        <translation>verschiedene MLPerf-Versionen (%1, %2): ein MLPerf-Ergebnis ist nur mit Ergebnissen derselben Version vergleichbar</translation>
    </message>
    <message>
        <source>; results: %1 new, %2 changed, %3 unchanged</source>
        <translation>; Ergebnisse: %1 neu, %2 geändert, %3 unverändert</translation>
    </message>
    <message>
        <source>%1 result</source>
        <translation>%1 Ergebnis</translation>
    </message>
    <message>
        <source>%1 results</source>
        <translation>%1 Ergebnisse</translation>
    </message>
    <message>
        <source>on one system of %1 chips: bounded as its chips in one pool (the weights once, every chip&apos;s memory for the KV cache)</source>
        <translation>auf einem System mit %1 Chips: begrenzt wie alle seine Chips als ein Pool (die Gewichte einmal, der Speicher jedes Chips für den KV-Cache)</translation>
    </message>
    <message>
        <source>on %1 systems of %2 chips: bounded as all %3 chips in one pool (the weights once, every chip&apos;s memory for the KV cache)</source>
        <translation>auf %1 Systemen mit je %2 Chips: begrenzt wie alle %3 Chips als ein Pool (die Gewichte einmal, der Speicher jedes Chips für den KV-Cache)</translation>
    </message>
    <message>
        <source>more than %1 chips: computed on %1 and scaled to all %2</source>
        <translation>mehr als %1 Chips: auf %1 berechnet und auf alle %2 hochgerechnet</translation>
    </message>
    <message>
        <source>on one system of %1 chips</source>
        <translation>auf einem System mit %1 Chips</translation>
    </message>
    <message>
        <source>on %1 systems of %2 chips</source>
        <translation>auf %1 Systemen mit je %2 Chips</translation>
    </message>
    <message>
        <source>bounded as one group of %1 chips: more than all %2 chips reach in one pool</source>
        <translation>begrenzt wie eine Gruppe von %1 Chips: mehr, als alle %2 Chips als ein Pool erreichen</translation>
    </message>
    <message>
        <source>bounded as %1 groups of %2 chips, each with its own copy of the weights: more than all %3 chips reach in one pool</source>
        <translation>begrenzt wie %1 Gruppen von je %2 Chips, jede mit eigener Kopie der Gewichte: mehr, als alle %3 Chips als ein Pool erreichen</translation>
    </message>
    <message>
        <source>; scenarios: %1 new, %2 changed, %3 unchanged</source>
        <translation>; Szenarien: %1 neu, %2 geändert, %3 unverändert</translation>
    </message>
    <message>
        <source>Copied %1, %2, %3, %4, %5, %6 and %7 to %8.</source>
        <translation>%1, %2, %3, %4, %5, %6 und %7 nach %8 kopiert.</translation>
    </message>
    <message>
        <source>%1 scenario</source>
        <translation>%1 Szenario</translation>
    </message>
    <message>
        <source>%1 scenarios</source>
        <translation>%1 Szenarien</translation>
    </message>
    <message>
        <source>%1: a figure with a value must be published, computed, unverified or design_target, not %2</source>
        <translation>%1: eine Kennzahl mit Wert muss den Status published, computed, unverified oder design_target haben, nicht %2</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;; use one of %2</source>
        <translation>unbekannter Status „%1“; einen der Werte %2 verwenden</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; Epoch writes plain numbers in the column&apos;s unit, e.g. 989400000000000.0</source>
        <translation>&quot;%1&quot; ist keine Zahl; Epoch schreibt einfache Zahlen in der Einheit der Spalte, z. B. 989400000000000.0</translation>
    </message>
    <message>
        <source>line 1: the file is empty; Epoch AI&apos;s hardware CSV starts with a header naming the columns %1</source>
        <translation>Zeile 1: Die Datei ist leer; die Hardware-CSV von Epoch AI beginnt mit einer Kopfzeile mit den Spalten %1</translation>
    </message>
    <message>
        <source>line 1: this is not Epoch AI&apos;s &quot;Data on Machine Learning Hardware&quot; CSV: the header lacks the columns %1; download ml_hardware.csv from https://epoch.ai/data/machine-learning-hardware and import it unchanged</source>
        <translation>Zeile 1: Dies ist nicht die CSV „Data on Machine Learning Hardware“ von Epoch AI: Der Kopfzeile fehlen die Spalten %1; laden Sie ml_hardware.csv von https://epoch.ai/data/machine-learning-hardware herunter und importieren Sie sie unverändert</translation>
    </message>
    <message>
        <source>the chip has no name; every row of Epoch&apos;s CSV names its hardware</source>
        <translation>der Chip hat keinen Namen; jede Zeile der CSV von Epoch nennt ihre Hardware</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date; Epoch writes YYYY-MM-DD</source>
        <translation>&quot;%1&quot; ist kein Datum; Epoch schreibt JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>line %1 (%2)</source>
        <translation>Zeile %1 (%2)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: an earlier row is this chip; this row is not read</source>
        <translation>%1 -&gt; %2: Eine frühere Zeile ist dieser Chip; diese Zeile wird nicht gelesen</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 keeps %4 (%5, from the vendor); Epoch says %6 (%7)</source>
        <translation>%1 -&gt; %2: %3 behält %4 (%5, vom Hersteller); Epoch sagt %6 (%7)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 keeps your value %4; Epoch says %5 (%6)</source>
        <translation>%1 -&gt; %2: %3 behält Ihren Wert %4; Epoch sagt %5 (%6)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 stays not published by the vendor; Epoch says %4 (unverified)</source>
        <translation>%1 -&gt; %2: %3 bleibt vom Hersteller nicht veröffentlicht; Epoch sagt %4 (unbestätigt)</translation>
    </message>
    <message>
        <source>line %1 (%2): %3</source>
        <translation>Zeile %1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>chipatlas::AboutDialog</name>
    <message>
        <source>About ChipAtlas</source>
        <translation>Über ChipAtlas</translation>
    </message>
    <message>
        <source>ChipAtlas %1</source>
        <translation>ChipAtlas %1</translation>
    </message>
    <message>
        <source>Compare AI accelerators figure by figure, each with its source, and check which language models fit on them.</source>
        <translation>KI-Beschleuniger Kennzahl für Kennzahl vergleichen, jede mit ihrer Quelle, und prüfen, welche Sprachmodelle darauf passen.</translation>
    </message>
    <message>
        <source>Catalog open: %1</source>
        <translation>Geöffneter Katalog: %1</translation>
    </message>
    <message>
        <source>Built-in catalog</source>
        <translation>Mitgelieferter Katalog</translation>
    </message>
    <message>
        <source>The built-in catalog cannot be read: %1</source>
        <translation>Der mitgelieferte Katalog kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The catalog that ships with this version. A newer revision updates the figures you have not edited when a catalog is opened.</source>
        <translation>Der Katalog, der mit dieser Version ausgeliefert wird. Eine neuere Revision aktualisiert beim Öffnen eines Katalogs die Kennzahlen, die Sie nicht bearbeitet haben.</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>LLM models</source>
        <translation>LLM-Modelle</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>Mietangebote</translation>
    </message>
    <message>
        <source>Prices of the offers: %L1, seen between %2 and %3.</source>
        <translation>Preise der Angebote: %L1, gesehen zwischen %2 und %3.</translation>
    </message>
    <message>
        <source>Without a date: %L1; each says how its source dates it.</source>
        <translation>Ohne Datum: %L1; bei jedem steht, wie seine Quelle es datiert.</translation>
    </message>
    <message>
        <source>The prices of the offers carry no date.</source>
        <translation>Die Preise der Angebote tragen kein Datum.</translation>
    </message>
    <message>
        <source>Every figure of the chips, systems and models carries a link to its source (a vendor&apos;s datasheet, a model card) and, where needed, a note; those figures carry no date. The details pane shows them.</source>
        <translation>Jede Kennzahl der Chips, Systeme und Modelle trägt einen Link zu ihrer Quelle (einem Datenblatt des Herstellers, einer Model Card) und, wo nötig, eine Anmerkung; diese Kennzahlen tragen kein Datum. Der Detailbereich zeigt sie.</translation>
    </message>
    <message>
        <source>this program</source>
        <translation>dieses Programm</translation>
    </message>
    <message>
        <source>Qt %1 (Core, GUI, Widgets, SQL, SVG, Concurrent)</source>
        <translation>Qt %1 (Core, GUI, Widgets, SQL, SVG, Concurrent)</translation>
    </message>
    <message>
        <source>the windows, reading and writing the catalog, SVG export</source>
        <translation>die Fenster, Lesen und Schreiben des Katalogs, SVG-Export</translation>
    </message>
    <message>
        <source>Qt Charts %1</source>
        <translation>Qt Charts %1</translation>
    </message>
    <message>
        <source>the chart</source>
        <translation>das Diagramm</translation>
    </message>
    <message>
        <source>a team catalog&apos;s password in the system keychain</source>
        <translation>das Passwort eines Team-Katalogs im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>the Secret Service, which QtKeychain reaches through it</source>
        <translation>der Secret Service, den QtKeychain darüber erreicht</translation>
    </message>
    <message>
        <source>reading CSV files</source>
        <translation>Lesen von CSV-Dateien</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>gemeinfrei</translation>
    </message>
    <message>
        <source>the catalog file, through Qt&apos;s SQLite driver</source>
        <translation>die Katalogdatei, über den SQLite-Treiber von Qt</translation>
    </message>
    <message>
        <source>a team catalog on PostgreSQL, through Qt&apos;s PostgreSQL driver and, for the rows an import or a copy sends at once, directly (COPY)</source>
        <translation>ein Team-Katalog auf PostgreSQL, über den PostgreSQL-Treiber von Qt und, für die Zeilen, die ein Import oder eine Kopie auf einmal sendet, direkt (COPY)</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <source>Comes from</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Debian: %1</source>
        <translation>Debian: %1</translation>
    </message>
    <message>
        <source>The full licence texts and copyright holders of each package are in /usr/share/doc/PACKAGE/copyright. ChipAtlas&apos;s licence is declared in its AppStream metadata, org.chipatlas.ChipAtlas.metainfo.xml.</source>
        <translation>Die vollständigen Lizenztexte und Urheberrechtsinhaber jedes Pakets stehen in /usr/share/doc/PAKET/copyright. Die Lizenz von ChipAtlas ist in seinen AppStream-Metadaten angegeben, org.chipatlas.ChipAtlas.metainfo.xml.</translation>
    </message>
    <message>
        <source>The version, the catalog open, the built-in catalog&apos;s revisions and the dates of its prices, and the licences</source>
        <translation>Die Version, der geöffnete Katalog, die Revisionen des mitgelieferten Katalogs und der Stand seiner Preise sowie die Lizenzen</translation>
    </message>
    <message>
        <source>Measured results</source>
        <translation>Messergebnisse</translation>
    </message>
</context>
<context>
    <name>chipatlas::AcceleratorMapDialog</name>
    <message>
        <source>Map MLPerf Accelerators</source>
        <translation>MLPerf-Beschleuniger zuordnen</translation>
    </message>
    <message>
        <source>%1 names accelerators that are no chip of the catalog. Choose the chip each one is; its results are imported as that chip&apos;s.</source>
        <translation>%1 nennt Beschleuniger, die kein Chip des Katalogs sind. Wählen Sie für jeden den Chip, der er ist; seine Ergebnisse werden als die dieses Chips importiert.</translation>
    </message>
    <message>
        <source>Chip for %1</source>
        <translation>Chip für %1</translation>
    </message>
    <message>
        <source>Choose a chip</source>
        <translation>Chip wählen</translation>
    </message>
    <message>
        <source>No chip of the catalog matches this name</source>
        <translation>Kein Chip des Katalogs passt zu diesem Namen</translation>
    </message>
    <message>
        <source>More than one chip of the catalog matches this name: %1</source>
        <translation>Mehr als ein Chip des Katalogs passt zu diesem Namen: %1</translation>
    </message>
</context>
<context>
    <name>chipatlas::CalculationsPreferencesPage</name>
    <message>
        <source>The precision of perf per watt and bandwidth per TFLOP in the table, the details, the compare view and the chart; View &gt; Perf/W precision changes it too</source>
        <translation>Die Genauigkeit von Leistung pro Watt und Bandbreite pro TFLOP in der Tabelle, den Details, dem Vergleich und dem Diagramm; auch Ansicht &gt; Genauigkeit für Leistung/W ändert sie</translation>
    </message>
    <message>
        <source>Added on top of weights and KV cache for activations, the runtime and fragmentation, under the rule of thumb</source>
        <translation>Kommt nach der Faustregel zu Gewichten und KV-Cache hinzu, für Aktivierungen, die Laufzeitumgebung und Fragmentierung</translation>
    </message>
    <message>
        <source>The offer the costs per million tokens use for a chip or system with several, until you pick one in the model-fit calculator</source>
        <translation>Das Angebot, das die Kosten pro Million Tokens für einen Chip oder ein System mit mehreren Angeboten verwenden, bis Sie im Modell-Fit-Rechner eines auswählen</translation>
    </message>
    <message>
        <source>Efficiency &amp;precision:</source>
        <translation>Effizienz-&amp;Genauigkeit:</translation>
    </message>
    <message>
        <source>&amp;Headroom:</source>
        <translation>&amp;Reserve:</translation>
    </message>
    <message>
        <source>Memory &amp;budget:</source>
        <translation>Speicher&amp;budget:</translation>
    </message>
    <message>
        <source>The model-fit calculator starts from this headroom and budget, and &quot;What fits&quot; in the details uses the budget. A change in the calculator is remembered here too.</source>
        <translation>Der Modell-Fit-Rechner beginnt mit dieser Reserve und diesem Budget, und „Was passt“ in den Details verwendet das Budget. Eine Änderung im Rechner wird auch hier gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Offer for costs:</source>
        <translation>&amp;Angebot für Kosten:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>Costs are in USD, the currency every offer of this catalog is priced in.</source>
        <translation>Kosten sind in USD, der Währung, in der jedes Angebot dieses Katalogs bepreist ist.</translation>
    </message>
    <message>
        <source>Costs are in USD. Offers priced in %1 are listed with their chips but take no part in costs: ChipAtlas keeps no exchange rates.</source>
        <translation>Kosten sind in USD. Angebote in %1 werden bei ihren Chips aufgeführt, gehen aber nicht in Kosten ein: ChipAtlas speichert keine Wechselkurse.</translation>
    </message>
    <message>
        <source>Weights + KV cache + headroom within the printed capacity read as decimal GB, as chip-comparison pages count</source>
        <translation>Gewichte + KV-Cache + Reserve innerhalb der angegebenen Kapazität, als dezimale GB gelesen, wie Chip-Vergleichsseiten rechnen</translation>
    </message>
    <message>
        <source>%1&apos;s %2 of the memory visible to software, at the engine&apos;s default; the calculator sets another fraction</source>
        <translation>%2 des für Software sichtbaren Speichers von %1, nach der Voreinstellung der Engine; der Rechner setzt einen anderen Anteil</translation>
    </message>
    <message>
        <source>The currency of costs: USD, the only one offers can be compared in, since ChipAtlas keeps no exchange rates</source>
        <translation>Die Währung der Kosten: USD, die einzige, in der sich Angebote vergleichen lassen, da ChipAtlas keine Wechselkurse speichert</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogChart</name>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>%L1 points: %L2 drawn, %L3 binned (shaded cells)</source>
        <translation>%L1 Punkte: %L2 gezeichnet, %L3 in Klassen zusammengefasst (schattierte Zellen)</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogCopier</name>
    <message>
        <source>A copy is already running.</source>
        <translation>Es läuft bereits ein Kopiervorgang.</translation>
    </message>
    <message>
        <source>The keychain holds no password for this server.</source>
        <translation>Der Schlüsselbund enthält kein Passwort für diesen Server.</translation>
    </message>
    <message>
        <source>The keychain is not available (%1); the password is not stored.</source>
        <translation>Der Schlüsselbund ist nicht verfügbar (%1); das Passwort wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>Team Server Password</source>
        <translation>Passwort für den Team-Server</translation>
    </message>
    <message>
        <source>%1

Password for %2:</source>
        <translation>%1

Passwort für %2:</translation>
    </message>
    <message>
        <source>Copy cancelled; nothing was written.</source>
        <translation>Kopieren abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>Es ist kein Katalog geöffnet.</translation>
    </message>
    <message>
        <source>%1 is the catalog this window shows; choose another one.</source>
        <translation>%1 ist der Katalog, den dieses Fenster zeigt; bitte wählen Sie einen anderen.</translation>
    </message>
    <message>
        <source>Reading and comparing %1 and this catalog…</source>
        <translation>%1 und dieser Katalog werden gelesen und verglichen …</translation>
    </message>
    <message>
        <source>Nothing to copy: %1 already holds all of it.</source>
        <translation>Nichts zu kopieren: %1 enthält bereits alles.</translation>
    </message>
    <message>
        <source>Copying to %1…</source>
        <translation>Kopieren nach %1 …</translation>
    </message>
    <message>
        <source>Could not copy from %1; nothing was changed.</source>
        <translation>Aus %1 konnte nicht kopiert werden; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Copy from %1</source>
        <translation>Kopieren aus %1</translation>
    </message>
    <message>
        <source>Nothing to copy: the chosen values are already in %1.</source>
        <translation>Nichts zu kopieren: die gewählten Werte sind bereits in %1.</translation>
    </message>
    <message>
        <source>Copy Catalog</source>
        <translation>Katalog kopieren</translation>
    </message>
    <message>
        <source>Copy Failed</source>
        <translation>Kopieren fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not copy from %1 to %2.</source>
        <translation>Aus %1 konnte nicht nach %2 kopiert werden.</translation>
    </message>
    <message>
        <source>Copy to %1 failed.</source>
        <translation>Kopieren nach %1 fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogEditor</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Put back the figures and description that ship with ChipAtlas, forgetting your edits</source>
        <translation>Die mit ChipAtlas ausgelieferten Kennzahlen und die Beschreibung wiederherstellen; Ihre Änderungen gehen verloren</translation>
    </message>
    <message>
        <source>Edit Model</source>
        <translation>Modell bearbeiten</translation>
    </message>
    <message>
        <source>Delete Model</source>
        <translation>Modell löschen</translation>
    </message>
    <message>
        <source>Revert Model</source>
        <translation>Modell zurücksetzen</translation>
    </message>
    <message>
        <source>Could not %1; nothing was changed.</source>
        <translation>%1 ist fehlgeschlagen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>add chip %1</source>
        <translation>Hinzufügen von Chip %1</translation>
    </message>
    <message>
        <source>Could not %1.</source>
        <translation>%1 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>edit chip %1</source>
        <translation>Bearbeiten von Chip %1</translation>
    </message>
    <message>
        <source>Deleted. Undo brings the chips back.</source>
        <translation>Gelöscht. „Rückgängig“ holt die Chips zurück.</translation>
    </message>
    <message>
        <source>save model %1</source>
        <translation>Speichern von Modell %1</translation>
    </message>
    <message>
        <source>delete model %1</source>
        <translation>Löschen von Modell %1</translation>
    </message>
    <message>
        <source>revert model %1</source>
        <translation>Zurücksetzen von Modell %1</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Änderungsverlauf</translation>
    </message>
    <message>
        <source>&lt;catalog as opened&gt;</source>
        <translation>&lt;Katalog beim Öffnen&gt;</translation>
    </message>
    <message>
        <source>duplicate the chip</source>
        <translation>Duplizieren des Chips</translation>
    </message>
    <message>
        <source>edit the chip</source>
        <translation>Bearbeiten des Chips</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Undo &amp;history...</source>
        <translation>Änderungs&amp;verlauf …</translation>
    </message>
    <message>
        <source>&amp;New chip...</source>
        <translation>&amp;Neuer Chip …</translation>
    </message>
    <message>
        <source>&amp;Duplicate chip...</source>
        <translation>Chip &amp;duplizieren …</translation>
    </message>
    <message>
        <source>&amp;Edit chip...</source>
        <translation>Chip &amp;bearbeiten …</translation>
    </message>
    <message>
        <source>Dele&amp;te chip</source>
        <translation>Chip lö&amp;schen</translation>
    </message>
    <message>
        <source>&amp;Revert to built-in</source>
        <translation>Auf &amp;Auslieferungszustand zurücksetzen</translation>
    </message>
    <message>
        <source>New &amp;model...</source>
        <translation>&amp;Neues Modell …</translation>
    </message>
    <message>
        <source>Edit m&amp;odel...</source>
        <translation>Modell &amp;bearbeiten …</translation>
    </message>
    <message>
        <source>Delete mod&amp;el...</source>
        <translation>Modell &amp;löschen …</translation>
    </message>
    <message numerus="yes">
        <source>Dele&amp;te %n chips</source>
        <translation>
            <numerusform>%n Chip lö&amp;schen</numerusform>
            <numerusform>%n Chips lö&amp;schen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Revert model to &amp;built-in...</source>
        <translation>Modell auf &amp;Auslieferungszustand zurücksetzen …</translation>
    </message>
    <message numerus="yes">
        <source>delete %Ln chips (%1)</source>
        <translation>
            <numerusform>Löschen von %Ln Chip (%1)</numerusform>
            <numerusform>Löschen von %Ln Chips (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>revert %Ln chips (%1)</source>
        <translation>
            <numerusform>Zurücksetzen von %Ln Chip (%1)</numerusform>
            <numerusform>Zurücksetzen von %Ln Chips (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted with their %n measured results. Undo brings them back.</source>
        <translation>
            <numerusform>Mit %n Messergebnis gelöscht. „Rückgängig“ holt sie zurück.</numerusform>
            <numerusform>Mit %n Messergebnissen gelöscht. „Rückgängig“ holt sie zurück.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogFilterBar</name>
    <message>
        <source>Filter by name, vendor, family or id (Ctrl+F)</source>
        <translation>Nach Name, Hersteller, Familie oder ID filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Show only the chips of one vendor</source>
        <translation>Nur die Chips eines Herstellers zeigen</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Alle Hersteller</translation>
    </message>
    <message>
        <source>Show only one kind of chip (GPU, ASIC, TPU, ...)</source>
        <translation>Nur eine Art von Chip zeigen (GPU, ASIC, TPU, …)</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Show only the chips you can get in a given way</source>
        <translation>Nur Chips zeigen, die auf einem bestimmten Weg erhältlich sind</translation>
    </message>
    <message>
        <source>Any availability</source>
        <translation>Jede Verfügbarkeit</translation>
    </message>
    <message>
        <source>Precision of the perf per watt and bandwidth per TFLOP columns</source>
        <translation>Genauigkeit der Spalten Leistung pro Watt und Bandbreite pro TFLOPS</translation>
    </message>
    <message>
        <source>&amp;Perf/W at:</source>
        <translation>&amp;Leistung/W bei:</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogPickDialog</name>
    <message>
        <source>A catalog &amp;file</source>
        <translation>Eine &amp;Katalogdatei</translation>
    </message>
    <message>
        <source>A &amp;team server (PostgreSQL)</source>
        <translation>Ein &amp;Team-Server (PostgreSQL)</translation>
    </message>
    <message>
        <source>Copy Catalog To</source>
        <translation>Katalog kopieren nach</translation>
    </message>
    <message>
        <source>Copy Catalog From</source>
        <translation>Katalog kopieren aus</translation>
    </message>
    <message>
        <source>Copy the chips, LLM models and prices of this catalog into another one. You see what changes before anything is written; nothing is deleted there.</source>
        <translation>Die Chips, LLM-Modelle und Preise dieses Katalogs in einen anderen kopieren. Sie sehen die Änderungen, bevor etwas geschrieben wird; dort wird nichts gelöscht.</translation>
    </message>
    <message>
        <source>Copy the chips, LLM models and prices of another catalog into this one. You see what changes before anything is written; nothing is deleted here.</source>
        <translation>Die Chips, LLM-Modelle und Preise eines anderen Katalogs in diesen kopieren. Sie sehen die Änderungen, bevor etwas geschrieben wird; hier wird nichts gelöscht.</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>a new or existing .sqlite file</source>
        <translation>eine neue oder vorhandene .sqlite-Datei</translation>
    </message>
    <message>
        <source>an existing .sqlite file</source>
        <translation>eine vorhandene .sqlite-Datei</translation>
    </message>
    <message>
        <source>Default (prefer)</source>
        <translation>Standard (prefer)</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>Daten&amp;bank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <source>&amp;SSL mode:</source>
        <translation>&amp;SSL-Modus:</translation>
    </message>
    <message>
        <source>The password comes from the keychain, or you are asked for it.</source>
        <translation>Das Passwort kommt aus dem Schlüsselbund, andernfalls werden Sie danach gefragt.</translation>
    </message>
    <message>
        <source>ChipAtlas catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>ChipAtlas-Kataloge (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogSession</name>
    <message>
        <source>Could not open the catalog %1.</source>
        <translation>Der Katalog %1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The catalog is not open.</source>
        <translation>Der Katalog ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>The change could not be undone or redone; the catalog is as it was.</source>
        <translation>Die Änderung konnte nicht rückgängig gemacht oder wiederhergestellt werden; der Katalog ist unverändert.</translation>
    </message>
    <message>
        <source>Undo and redo wait until the team server can be reached again; the catalog is as it was.</source>
        <translation>Rückgängig und Wiederherstellen warten, bis der Team-Server wieder erreichbar ist; der Katalog ist unverändert.</translation>
    </message>
    <message>
        <source>The team server %1 cannot be reached.</source>
        <translation>Der Team-Server %1 ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>redo %1</source>
        <translation>Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>The catalog has no snapshot %1 any more: another window or another user may have deleted it. The list shows what it has.</source>
        <translation>Der Katalog hat den Schnappschuss %1 nicht mehr: Ein anderes Fenster oder ein anderer Benutzer hat ihn vielleicht gelöscht. Die Liste zeigt, was er hat.</translation>
    </message>
    <message>
        <source>Could not read the catalog&apos;s snapshots.</source>
        <translation>Die Schnappschüsse des Katalogs konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Could not take a snapshot; nothing was changed.</source>
        <translation>Es konnte kein Schnappschuss aufgenommen werden; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Could not take the snapshot %1; nothing was changed.</source>
        <translation>Der Schnappschuss %1 konnte nicht aufgenommen werden; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Took the snapshot %1.</source>
        <translation>Schnappschuss %1 aufgenommen.</translation>
    </message>
    <message>
        <source>Could not rename the snapshot %1; nothing was changed.</source>
        <translation>Der Schnappschuss %1 konnte nicht umbenannt werden; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Renamed the snapshot %1 to %2.</source>
        <translation>Schnappschuss %1 in %2 umbenannt.</translation>
    </message>
    <message>
        <source>Could not delete the snapshot %1; nothing was changed.</source>
        <translation>Der Schnappschuss %1 konnte nicht gelöscht werden; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Deleted the snapshot %1.</source>
        <translation>Schnappschuss %1 gelöscht.</translation>
    </message>
    <message>
        <source>Could not export the snapshot %1.</source>
        <translation>Der Schnappschuss %1 konnte nicht exportiert werden.</translation>
    </message>
    <message>
        <source>Exported the snapshot %1 to %2.</source>
        <translation>Schnappschuss %1 nach %2 exportiert.</translation>
    </message>
    <message>
        <source>Could not import the snapshot file %1; nothing was changed.</source>
        <translation>Die Schnappschussdatei %1 konnte nicht importiert werden; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>es ist %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Imported the snapshot %1.</source>
        <translation>Schnappschuss %1 importiert.</translation>
    </message>
    <message>
        <source>Could not compare the snapshots.</source>
        <translation>Die Schnappschüsse konnten nicht verglichen werden.</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogSettingsDialog</name>
    <message>
        <source>Catalog Settings</source>
        <translation>Katalogeinstellungen</translation>
    </message>
    <message>
        <source>Opening %1...</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>%1
The window stays on the catalog it shows.</source>
        <translation>%1
Das Fenster bleibt beim angezeigten Katalog.</translation>
    </message>
    <message>
        <source>Open the other catalog and clear the undo history?</source>
        <translation>Den anderen Katalog öffnen und den Änderungsverlauf leeren?</translation>
    </message>
    <message numerus="yes">
        <source>The %n change(s) you can undo were made in %1; they cannot be undone after switching.</source>
        <translation>
            <numerusform>Die %n Änderung, die Sie rückgängig machen können, wurde in %1 vorgenommen; nach dem Wechsel kann sie nicht mehr rückgängig gemacht werden.</numerusform>
            <numerusform>Die %n Änderungen, die Sie rückgängig machen können, wurden in %1 vorgenommen; nach dem Wechsel können sie nicht mehr rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Removing the password from the keychain...</source>
        <translation>Das Passwort wird aus dem Schlüsselbund entfernt …</translation>
    </message>
    <message>
        <source>Storing the password in the keychain...</source>
        <translation>Das Passwort wird im Schlüsselbund gespeichert …</translation>
    </message>
    <message>
        <source>The password could not be stored in the keychain: %1
ChipAtlas will ask for it each time it connects. Press OK to continue without storing it.</source>
        <translation>Das Passwort konnte nicht im Schlüsselbund gespeichert werden: %1
ChipAtlas fragt bei jeder Verbindung danach. Klicken Sie auf OK, um ohne Speichern fortzufahren.</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogSettingsPage</name>
    <message>
        <source>This &amp;computer (SQLite file)</source>
        <translation>Dieser &amp;Computer (SQLite-Datei)</translation>
    </message>
    <message>
        <source>Team &amp;server (PostgreSQL)</source>
        <translation>Team-&amp;Server (PostgreSQL)</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>&amp;Remember in the keychain</source>
        <translation>Im Schlüsselbund &amp;merken</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>The catalog file on this computer; empty: %1</source>
        <translation>Die Katalogdatei auf diesem Computer; leer: %1</translation>
    </message>
    <message>
        <source>e.g. db.example.com</source>
        <translation>z. B. db.example.com</translation>
    </message>
    <message>
        <source>Default (prefer)</source>
        <translation>Standard (prefer)</translation>
    </message>
    <message>
        <source>Whether the connection to the server is encrypted and checked: require encrypts, verify-full also checks the server&apos;s certificate and name.</source>
        <translation>Ob die Verbindung zum Server verschlüsselt und geprüft wird: require verschlüsselt, verify-full prüft zusätzlich Zertifikat und Namen des Servers.</translation>
    </message>
    <message>
        <source>Store the password in the operating system&apos;s keychain, so that ChipAtlas and chipatlas-cli can connect without asking. ChipAtlas never writes it to a file.</source>
        <translation>Das Passwort im Schlüsselbund des Betriebssystems speichern, damit ChipAtlas und chipatlas-cli ohne Nachfrage eine Verbindung herstellen können. ChipAtlas schreibt es nie in eine Datei.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>Daten&amp;bank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <source>SS&amp;L mode:</source>
        <translation>SS&amp;L-Modus:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>File: &quot;%1&quot; is a folder. Choose a catalog file in it, or leave the field empty for the default catalog.</source>
        <translation>Datei: „%1“ ist ein Ordner. Wählen Sie eine Katalogdatei darin, oder lassen Sie das Feld für den Standardkatalog leer.</translation>
    </message>
    <message>
        <source>Host: enter the name or address of the PostgreSQL server.</source>
        <translation>Host: Geben Sie den Namen oder die Adresse des PostgreSQL-Servers ein.</translation>
    </message>
    <message>
        <source>Host: &quot;%1&quot; is not a host name or address.</source>
        <translation>Host: „%1“ ist weder ein Hostname noch eine Adresse.</translation>
    </message>
    <message>
        <source>Database: enter the name of the database on the server.</source>
        <translation>Datenbank: Geben Sie den Namen der Datenbank auf dem Server ein.</translation>
    </message>
    <message>
        <source>User: enter the user name that ChipAtlas connects as.</source>
        <translation>Benutzer: Geben Sie den Benutzernamen ein, mit dem ChipAtlas sich verbindet.</translation>
    </message>
    <message>
        <source>Connecting to %1...</source>
        <translation>Verbindung zu %1 wird hergestellt …</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>The catalog could not be reached.</source>
        <translation>Der Katalog ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>Connected: the database is empty; ChipAtlas will set it up.</source>
        <translation>Verbunden: die Datenbank ist leer; ChipAtlas richtet sie ein.</translation>
    </message>
    <message>
        <source>The file is new or empty; ChipAtlas will set it up.</source>
        <translation>Die Datei ist neu oder leer; ChipAtlas richtet sie ein.</translation>
    </message>
    <message numerus="yes">
        <source>Connected: ChipAtlas catalog, schema %1, %n chips.</source>
        <translation>
            <numerusform>Verbunden: ChipAtlas-Katalog, Schema %1, %n Chip.</numerusform>
            <numerusform>Verbunden: ChipAtlas-Katalog, Schema %1, %n Chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found: ChipAtlas catalog, schema %1, %n chips.</source>
        <translation>
            <numerusform>Gefunden: ChipAtlas-Katalog, Schema %1, %n Chip.</numerusform>
            <numerusform>Gefunden: ChipAtlas-Katalog, Schema %1, %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>No keychain is available, so ChipAtlas asks for the password each time it connects.</source>
        <translation>Es ist kein Schlüsselbund verfügbar, daher fragt ChipAtlas bei jeder Verbindung nach dem Passwort.</translation>
    </message>
    <message>
        <source>Catalog File</source>
        <translation>Katalogdatei</translation>
    </message>
    <message>
        <source>ChipAtlas catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>ChipAtlas-Kataloge (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Catalog file</source>
        <translation>Katalogdatei</translation>
    </message>
    <message>
        <source>Keep the catalog in a file on this computer, for you alone</source>
        <translation>Den Katalog in einer Datei auf diesem Computer speichern, nur für den eigenen Gebrauch</translation>
    </message>
    <message>
        <source>Share one catalog with your team on a PostgreSQL server: everyone sees every edit</source>
        <translation>Einen Katalog mit dem Team auf einem PostgreSQL-Server teilen: alle sehen jede Änderung</translation>
    </message>
    <message>
        <source>Choose the catalog file, or where a new one goes</source>
        <translation>Die Katalogdatei wählen oder den Ort für eine neue</translation>
    </message>
    <message>
        <source>The server&apos;s TCP port; PostgreSQL&apos;s is %1</source>
        <translation>Der TCP-Port des Servers; der Standardport von PostgreSQL ist %1</translation>
    </message>
    <message>
        <source>The name of the database on the server that holds the catalog</source>
        <translation>Der Name der Datenbank auf dem Server, die den Katalog enthält</translation>
    </message>
    <message>
        <source>Your user name on the server</source>
        <translation>Ihr Benutzername auf dem Server</translation>
    </message>
    <message>
        <source>Your password on the server; leave it empty to be asked for it</source>
        <translation>Ihr Passwort auf dem Server; leer lassen, um danach gefragt zu werden</translation>
    </message>
    <message>
        <source>Try these settings, without switching to the catalog they name</source>
        <translation>Diese Einstellungen ausprobieren, ohne zum angegebenen Katalog zu wechseln</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogTablePage</name>
    <message>
        <source>Columns...</source>
        <translation>Spalten …</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Spalten zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Systems</source>
        <translation>S&amp;ysteme</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Single accelerators (Ctrl+Shift+S switches)</source>
        <translation>Einzelne Beschleuniger (Strg+Umschalt+S wechselt)</translation>
    </message>
    <message>
        <source>Boards, racks, UltraServers and pod slices with their rental offers (Ctrl+Shift+S switches)</source>
        <translation>Boards, Racks, UltraServer und Pod-Slices mit ihren Mietangeboten (Strg+Umschalt+S wechselt)</translation>
    </message>
    <message>
        <source>Switch the table between chips and systems</source>
        <translation>Die Tabelle zwischen Chips und Systemen umschalten</translation>
    </message>
    <message>
        <source>The chips the filters let through, one per row, with their main figures; the selected chip&apos;s figures and sources are in the details pane</source>
        <translation>Die Chips, die die Filter durchlassen, einer pro Zeile, mit ihren wichtigsten Werten; die Werte und Quellen des ausgewählten Chips stehen in den Details</translation>
    </message>
    <message>
        <source>&amp;Measured Results</source>
        <translation>&amp;Messergebnisse</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Measured results: what chips and systems really did, and whose claim it is (Ctrl+Shift+R)</source>
        <translation>Messergebnisse: was Chips und Systeme wirklich geleistet haben, und wessen Angabe es ist (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <source>Show the measured results in the table</source>
        <translation>Die Messergebnisse in der Tabelle zeigen</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogTransfer</name>
    <message>
        <source>Import Chips</source>
        <translation>Chips importieren</translation>
    </message>
    <message>
        <source>Chip files (*.csv *.json);;CSV files (*.csv);;JSON files (*.json)</source>
        <translation>Chip-Dateien (*.csv *.json);;CSV-Dateien (*.csv);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>Es läuft bereits ein Import.</translation>
    </message>
    <message>
        <source>the file name must end in .csv or .json</source>
        <translation>der Dateiname muss auf .csv oder .json enden</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Import of %1 cancelled; the catalog is unchanged.</source>
        <translation>Import von %1 abgebrochen; der Katalog ist unverändert.</translation>
    </message>
    <message>
        <source>Nothing to import from %1: the catalog already holds these chips.</source>
        <translation>Nichts zu importieren aus %1: der Katalog enthält diese Chips bereits.</translation>
    </message>
    <message>
        <source>Nothing to import from %1: the chosen values are already in the catalog.</source>
        <translation>Nichts zu importieren aus %1: die gewählten Werte sind bereits im Katalog.</translation>
    </message>
    <message>
        <source>Imported %1: %2 new, %3 changed.</source>
        <translation>%1 importiert: %2 neu, %3 geändert.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>Comparing %1 with the catalog…</source>
        <translation>%1 wird mit dem Katalog verglichen …</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not import %1.</source>
        <translation>%1 konnte nicht importiert werden.</translation>
    </message>
    <message>
        <source>%1

Nothing was imported; the catalog is unchanged.</source>
        <translation>%1

Es wurde nichts importiert; der Katalog ist unverändert.</translation>
    </message>
    <message>
        <source>Import of %1 failed; the catalog is unchanged.</source>
        <translation>Import von %1 fehlgeschlagen; der Katalog ist unverändert.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export Catalog</source>
        <translation>Katalog exportieren</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not write %1:
%2</source>
        <translation>%1 konnte nicht geschrieben werden:
%2</translation>
    </message>
    <message>
        <source>Could not import %1; nothing was changed.</source>
        <translation>%1 konnte nicht importiert werden; es wurde nichts geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Import %Ln chips from %1</source>
        <translation>
            <numerusform>Import von %Ln Chip aus %1</numerusform>
            <numerusform>Import von %Ln Chips aus %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saving %Ln chips…</source>
        <translation>
            <numerusform>%Ln Chip wird gespeichert …</numerusform>
            <numerusform>%Ln Chips werden gespeichert …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %Ln chips to %1…</source>
        <translation>
            <numerusform>%Ln Chip wird nach %1 exportiert …</numerusform>
            <numerusform>%Ln Chips werden nach %1 exportiert …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln chips to %1.</source>
        <translation>
            <numerusform>%Ln Chip nach %1 exportiert.</numerusform>
            <numerusform>%Ln Chips nach %1 exportiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartExportDialog</name>
    <message>
        <source>Export chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>Pixels per point: 2x or 3x keeps text sharp on high-density screens and in print</source>
        <translation>Pixel pro Punkt: mit 2x oder 3x bleibt Text auf hochauflösenden Bildschirmen und im Druck scharf</translation>
    </message>
    <message>
        <source>Choose &amp;file...</source>
        <translation>&amp;Datei wählen …</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Skalierung:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Bild:</translation>
    </message>
    <message>
        <source>%1 by %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source>The chart&apos;s width as it is laid out; the image is this many pixels times the scale</source>
        <translation>Die Breite des Diagramms im Layout; die Bildbreite in Pixeln ist dieser Wert multipliziert mit der Skalierung</translation>
    </message>
    <message>
        <source>The chart&apos;s height as it is laid out; the image is this many pixels times the scale</source>
        <translation>Die Höhe des Diagramms im Layout; die Bildhöhe in Pixeln ist dieser Wert multipliziert mit der Skalierung</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartOptionsBar</name>
    <message>
        <source>Log &amp;X</source>
        <translation>Log &amp;X</translation>
    </message>
    <message>
        <source>Log &amp;Y</source>
        <translation>Log &amp;Y</translation>
    </message>
    <message>
        <source>&amp;Labels</source>
        <translation>Beschrif&amp;tungen</translation>
    </message>
    <message>
        <source>A ready-made pair of axes</source>
        <translation>Ein vorgefertigtes Achsenpaar</translation>
    </message>
    <message>
        <source>The figure along the horizontal axis</source>
        <translation>Die Kennzahl auf der horizontalen Achse</translation>
    </message>
    <message>
        <source>The figure along the vertical axis</source>
        <translation>Die Kennzahl auf der vertikalen Achse</translation>
    </message>
    <message>
        <source>Precision of the throughput and the ratios on the axes</source>
        <translation>Genauigkeit des Durchsatzes und der Verhältniswerte auf den Achsen</translation>
    </message>
    <message>
        <source>Name each point on the chart</source>
        <translation>Jeden Punkt im Diagramm beschriften</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>Ex&amp;portieren</translation>
    </message>
    <message>
        <source>Save the chart as an image, or its points as CSV</source>
        <translation>Das Diagramm als Bild oder seine Punkte als CSV speichern</translation>
    </message>
    <message>
        <source>&amp;PNG image...</source>
        <translation>&amp;PNG-Bild …</translation>
    </message>
    <message>
        <source>&amp;SVG image...</source>
        <translation>&amp;SVG-Bild …</translation>
    </message>
    <message>
        <source>&amp;CSV of the points...</source>
        <translation>&amp;CSV der Punkte …</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <source>X:</source>
        <translation>X:</translation>
    </message>
    <message>
        <source>Y:</source>
        <translation>Y:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Genauigkeit:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>A date axis has no log scale</source>
        <translation>Eine Datumsachse hat keine logarithmische Skala</translation>
    </message>
    <message>
        <source>Show this axis on a logarithmic scale</source>
        <translation>Diese Achse logarithmisch skalieren</translation>
    </message>
    <message>
        <source>Show s&amp;ystems</source>
        <translation>S&amp;ysteme zeigen</translation>
    </message>
    <message>
        <source>Plot the catalog&apos;s systems (boards, racks, pods) as one more series, each at its totals and its system power</source>
        <translation>Die Systeme des Katalogs (Boards, Racks, Pods) als weitere Reihe darstellen, jedes mit seinen Summen und seiner Systemleistungsaufnahme</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartPage</name>
    <message>
        <source>No chip to plot: the table&apos;s filters show none.</source>
        <translation>Kein Chip darzustellen: die Filter der Tabelle lassen keinen übrig.</translation>
    </message>
    <message>
        <source>%1 is a date: the %2 axis stays linear.</source>
        <translation>%1 ist ein Datum: die %2-Achse bleibt linear.</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Exported the chart to %1</source>
        <translation>Diagramm nach %1 exportiert</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Building the chart...</source>
        <translation>Das Diagramm wird erstellt …</translation>
    </message>
    <message>
        <source>Show all %L1 chips not plotted</source>
        <translation>Alle %L1 nicht dargestellten Chips zeigen</translation>
    </message>
    <message numerus="yes">
        <source>Exporting the chart&apos;s %Ln points…</source>
        <translation>
            <numerusform>%Ln Punkt des Diagramms wird exportiert …</numerusform>
            <numerusform>%Ln Punkte des Diagramms werden exportiert …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 against %2, %Ln points</source>
        <translation>
            <numerusform>%1 über %2, %Ln Punkt</numerusform>
            <numerusform>%1 über %2, %Ln Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>No measured result to plot: record one, or import results.</source>
        <translation>Kein gemessenes Ergebnis zum Darstellen: eines erfassen oder Ergebnisse importieren.</translation>
    </message>
    <message>
        <source>Show all %L1 results not plotted</source>
        <translation>Alle %L1 nicht dargestellten Ergebnisse zeigen</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartView</name>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipCsvReader</name>
    <message>
        <source>the column name contains a NUL character</source>
        <translation>der Spaltenname enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; the columns are those of the reference accelerators.csv, visible_memory_bytes and, for each figure, &lt;key&gt;_status, &lt;key&gt;_source and &lt;key&gt;_note, and its attributes (&lt;key&gt;_printed_unit, &lt;key&gt;_link_scope, &lt;key&gt;_configuration, &lt;key&gt;_range) where it takes them</source>
        <translation>unbekannte Spalte „%1“; die Spalten sind die der Referenzdatei accelerators.csv, visible_memory_bytes und für jede Kennzahl &lt;key&gt;_status, &lt;key&gt;_source und &lt;key&gt;_note sowie ihre Attribute (&lt;key&gt;_printed_unit, &lt;key&gt;_link_scope, &lt;key&gt;_configuration, &lt;key&gt;_range), sofern sie welche hat</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice (also column %2)</source>
        <translation>die Spalte „%1“ kommt doppelt vor (auch Spalte %2)</translation>
    </message>
    <message>
        <source>line 1: the header has no &quot;%1&quot; column; the columns id, vendor and name are required (is this a ChipAtlas or reference accelerators CSV?)</source>
        <translation>Zeile 1: die Kopfzeile hat keine Spalte „%1“; die Spalten id, vendor und name sind erforderlich (ist dies eine CSV-Datei von ChipAtlas oder die Referenzdatei accelerators.csv?)</translation>
    </message>
    <message>
        <source>line %1: the row has %2 fields but the header has %3 columns</source>
        <translation>Zeile %1: die Zeile hat %2 Felder, die Kopfzeile aber %3 Spalten</translation>
    </message>
    <message>
        <source> (column %1, %2, is missing)</source>
        <translation> (Spalte %1, %2, fehlt)</translation>
    </message>
    <message>
        <source>the field is %1 characters long; at most %2 are allowed</source>
        <translation>das Feld ist %1 Zeichen lang; erlaubt sind höchstens %2</translation>
    </message>
    <message>
        <source>the field contains a NUL character</source>
        <translation>das Feld enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used on line %2</source>
        <translation>die ID „%1“ wird bereits in Zeile %2 verwendet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (write it like 1307.4, without units or group separators)</source>
        <translation>„%1“ ist keine Zahl (wie 1307.4 schreiben, mit Punkt als Dezimaltrennzeichen, ohne Einheiten oder Tausendertrennzeichen)</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;; use one of %2, optionally followed by &quot;, sparsity_unstated&quot;</source>
        <translation>unbekannter Status „%1“; einen der Werte %2 verwenden, optional gefolgt von „, sparsity_unstated“</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipEditDialog</name>
    <message>
        <source>New Chip</source>
        <translation>Neuer Chip</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>e.g. acme-x1-sxm (lowercase letters, digits, &apos;-&apos;, &apos;.&apos;, &apos;_&apos;)</source>
        <translation>z. B. acme-x1-sxm (Kleinbuchstaben, Ziffern, „-“, „.“, „_“)</translation>
    </message>
    <message>
        <source>The id of a stored chip cannot change; duplicate it instead</source>
        <translation>Die ID eines gespeicherten Chips lässt sich nicht ändern; stattdessen den Chip duplizieren</translation>
    </message>
    <message>
        <source>How the vendor quotes sparse throughput</source>
        <translation>Wie der Hersteller den Sparse-Durchsatz angibt</translation>
    </message>
    <message>
        <source>One URL per line</source>
        <translation>Eine URL pro Zeile</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>&amp;Hersteller:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Family / generation:</source>
        <translation>&amp;Familie / Generation:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>S&amp;parsity note:</source>
        <translation>S&amp;parsity-Hinweis:</translation>
    </message>
    <message>
        <source>&amp;Sources:</source>
        <translation>&amp;Quellen:</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>An&amp;merkungen:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Source URL</source>
        <translation>Quell-URL</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Sparsity
unstated</source>
        <translation>Sparsity nicht
angegeben</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>… und %n weiteres Problem</numerusform>
            <numerusform>… und %n weitere Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>The company that sells the chip, as the table&apos;s Vendor column and filter show it</source>
        <translation>Das Unternehmen, das den Chip verkauft, so wie es in der Spalte „Hersteller“ der Tabelle und im Filter erscheint</translation>
    </message>
    <message>
        <source>The chip&apos;s name as its vendor writes it</source>
        <translation>Der Name des Chips in der Schreibweise des Herstellers</translation>
    </message>
    <message>
        <source>The product family and generation, e.g. Hopper (GH100); may be empty</source>
        <translation>Produktfamilie und Generation, z. B. Hopper (GH100); darf leer sein</translation>
    </message>
    <message>
        <source>gpu, asic, tpu or wafer (a wafer-scale engine), or a kind of your own</source>
        <translation>gpu, asic, tpu oder wafer (eine Wafer-Scale-Engine) oder eine eigene Art</translation>
    </message>
    <message>
        <source>Numbers in stored units. A figure without a value is &quot;not published&quot; or &quot;unknown&quot;; one with a value is published, computed (say how in the note), unverified or a design target (a vendor&apos;s goal for a chip that does not ship yet). Bold: you edited the built-in figure. More: the unit the source printed, what a link connects, a configuration or a range the vendor gives.</source>
        <translation>Zahlen in den gespeicherten Einheiten. Eine Kennzahl ohne Wert ist „nicht veröffentlicht“ oder „unbekannt“; eine mit Wert ist veröffentlicht, berechnet (in der Anmerkung erklären, wie), unbestätigt oder ein Zielwert (ein Ziel des Herstellers für einen Chip, der noch nicht ausgeliefert wird). Fett: Sie haben die mitgelieferte Kennzahl bearbeitet. Mehr: die von der Quelle angegebene Einheit, was eine Verbindung verbindet, eine Konfiguration oder ein Bereich, den der Hersteller angibt.</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipTableModel</name>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>The vendor does not say whether this figure is dense or sparse.</source>
        <translation>Der Hersteller sagt nicht, ob dieser Wert dicht (dense) oder dünn besetzt (sparse) ist.</translation>
    </message>
    <message>
        <source>The chip&apos;s product name.</source>
        <translation>Der Produktname des Chips.</translation>
    </message>
    <message>
        <source>The company that sells or operates the chip.</source>
        <translation>Das Unternehmen, das den Chip verkauft oder betreibt.</translation>
    </message>
    <message>
        <source>The architecture family and generation.</source>
        <translation>Architekturfamilie und Generation.</translation>
    </message>
    <message>
        <source>GPU, ASIC, TPU or wafer-scale engine.</source>
        <translation>GPU, ASIC, TPU oder Wafer-Scale-Engine.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>, dense (without 2:4 sparsity)</source>
        <translation>, dicht (ohne 2:4-Sparsity)</translation>
    </message>
    <message>
        <source>The chip&apos;s stable id, as the command line and imports name it.</source>
        <translation>Die feste ID des Chips, wie Kommandozeile und Importe ihn nennen.</translation>
    </message>
    <message>
        <source>Dense %1 %2 per watt of TDP: higher is more efficient.</source>
        <translation>Dichte %1-%2 pro Watt TDP: höher ist effizienter.</translation>
    </message>
    <message>
        <source>Memory bandwidth in GB/s per dense %1 %2: higher means the chip is less likely to be starved by memory.</source>
        <translation>Speicherbandbreite in GB/s pro dichter %1-%2: höher heißt, der Chip wartet seltener auf den Speicher.</translation>
    </message>
    <message>
        <source>The cheapest current rental price per chip-hour (USD) among the offers for this chip and the systems built of it.</source>
        <translation>Der günstigste aktuelle Mietpreis pro Chipstunde (USD) unter den Angeboten für diesen Chip und die daraus gebauten Systeme.</translation>
    </message>
    <message>
        <source>The dearest current rental price per chip-hour (USD) among the offers for this chip and the systems built of it.</source>
        <translation>Der teuerste aktuelle Mietpreis pro Chipstunde (USD) unter den Angeboten für diesen Chip und die daraus gebauten Systeme.</translation>
    </message>
    <message>
        <source>How many times the cheapest offer the dearest one costs.</source>
        <translation>Wie viel Mal so viel das teuerste Angebot kostet wie das günstigste.</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>kein Angebot</translation>
    </message>
    <message>
        <source>No current offer in US dollars for this chip.</source>
        <translation>Kein aktuelles Angebot in US-Dollar für diesen Chip.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 %3 (%n priced offer(s))</source>
        <translation>
            <numerusform>%1 %2 %3 (%n Angebot mit Preis)</numerusform>
            <numerusform>%1 %2 %3 (%n Angebote mit Preis)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2 for every chip: a figure its source printed in %3 is converted (1 GiB = 1.0737 GB) and marked ‡; its tooltip keeps the printed figure.</source>
        <translation>%1 in %2 für jeden Chip: ein Wert, den die Quelle in %3 angibt, wird umgerechnet (1 GiB = 1,0737 GB) und mit ‡ markiert; sein Tooltip zeigt den angegebenen Wert.</translation>
    </message>
</context>
<context>
    <name>chipatlas::ColumnChooserDialog</name>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Tick the columns to show; drag or move them to reorder.</source>
        <translation>Anzuzeigende Spalten ankreuzen; zum Umordnen ziehen oder verschieben.</translation>
    </message>
    <message>
        <source>The table&apos;s columns in their order; a checked one is shown. Drag one, or move it up and down, to reorder</source>
        <translation>Die Spalten der Tabelle in ihrer Reihenfolge; angekreuzte werden angezeigt. Zum Umordnen eine Spalte ziehen oder nach oben oder unten verschieben</translation>
    </message>
    <message>
        <source>Move the selected column one place to the left in the table</source>
        <translation>Die ausgewählte Spalte in der Tabelle um eine Stelle nach links verschieben</translation>
    </message>
    <message>
        <source>Move the selected column one place to the right in the table</source>
        <translation>Die ausgewählte Spalte in der Tabelle um eine Stelle nach rechts verschieben</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareFindDialog</name>
    <message>
        <source>Filter by name, vendor or id</source>
        <translation>Nach Name, Hersteller oder ID filtern</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Already compared</source>
        <translation>Wird bereits verglichen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 match</source>
        <translation>
            <numerusform>%Ln von %1 passt</numerusform>
            <numerusform>%Ln von %1 passen</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Those the filter matches, by name; Compare or a double click adds the selected one. Those already compared are greyed out</source>
        <translation>Die Einträge, die zum Filter passen, nach Namen sortiert; „Vergleichen“ oder ein Doppelklick fügt den ausgewählten hinzu. Bereits verglichene sind ausgegraut</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareOptionsBar</name>
    <message>
        <source>&amp;Hide equal rows</source>
        <translation>Gleiche Zeilen &amp;ausblenden</translation>
    </message>
    <message>
        <source>Highlight &amp;differences</source>
        <translation>&amp;Unterschiede hervorheben</translation>
    </message>
    <message>
        <source>Show only the rows where the chips differ</source>
        <translation>Nur Zeilen zeigen, in denen sich die Chips unterscheiden</translation>
    </message>
    <message>
        <source>Tint the rows where the chips differ</source>
        <translation>Zeilen einfärben, in denen sich die Chips unterscheiden</translation>
    </message>
    <message>
        <source>Precision of the perf per watt row</source>
        <translation>Genauigkeit der Zeile Leistung pro Watt</translation>
    </message>
    <message>
        <source>Perf/W &amp;precision:</source>
        <translation>&amp;Genauigkeit für Leistung/W:</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>Als CSV &amp;exportieren …</translation>
    </message>
    <message>
        <source>C&amp;lear all</source>
        <translation>Alle &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Own or rent...</source>
        <translation>&amp;Kaufen oder mieten …</translation>
    </message>
    <message>
        <source>What owning the first two compared costs against renting them, side by side</source>
        <translation>Was der Besitz der ersten beiden verglichenen kostet, verglichen mit Mieten, nebeneinander</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareResults</name>
    <message>
        <source>Measured results</source>
        <translation>Messergebnisse</translation>
    </message>
    <message>
        <source>Measured results of the compared chips and systems, side by side for the same model and scenario, with whose claim each is and its efficiency against the bound</source>
        <translation>Messergebnisse der verglichenen Chips und Systeme, nebeneinander für dasselbe Modell und Szenario, jeweils mit der Angabe, wessen Angabe es ist, und seiner Effizienz gegenüber der Obergrenze</translation>
    </message>
    <message>
        <source>no comparable result</source>
        <translation>kein vergleichbares Ergebnis</translation>
    </message>
    <message>
        <source>%1/chip</source>
        <translation>%1/Chip</translation>
    </message>
    <message>
        <source>no rate</source>
        <translation>keine Rate</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, ✗ %3 of bound: above it, %2</source>
        <translation>%1, ✗ %3 der Obergrenze: darüber, %2</translation>
    </message>
    <message>
        <source>%1, %3 of bound, %2</source>
        <translation>%1, %3 der Obergrenze, %2</translation>
    </message>
    <message>
        <source>Result %1: %2</source>
        <translation>Ergebnis %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Measured %1 tokens/s on %Ln chip(s)</source>
        <translation>
            <numerusform>Gemessen %1 Tokens/s auf %Ln Chip</numerusform>
            <numerusform>Gemessen %1 Tokens/s auf %Ln Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Bound for the same inputs: %1 tokens/s (%2)</source>
        <translation>Obergrenze für dieselben Eingaben: %1 Tokens/s (%2)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Model, scenario (tok/s per chip)</source>
        <translation>Modell, Szenario (tok/s pro Chip)</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <translation>%1, auf %2</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareSlot</name>
    <message>
        <source>Move left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <source>Remove from the comparison</source>
        <translation>Aus dem Vergleich entfernen</translation>
    </message>
    <message>
        <source>Choose a chip or a system</source>
        <translation>Einen Chip oder ein System wählen</translation>
    </message>
    <message>
        <source>N = </source>
        <translation>N = </translation>
    </message>
    <message>
        <source>How many of this chip to compare with the system: by default as many as the system has</source>
        <translation>Wie viele dieses Chips mit dem System verglichen werden: standardmäßig so viele, wie das System hat</translation>
    </message>
    <message>
        <source>system of %1 x %2</source>
        <translation>System aus %1 x %2</translation>
    </message>
    <message>
        <source>Drop a chip or a system here</source>
        <translation>Einen Chip oder ein System hier ablegen</translation>
    </message>
    <message>
        <source>Drag a chip or a system from the table and drop it here, or choose one with the … button</source>
        <translation>Einen Chip oder ein System aus der Tabelle hierher ziehen und ablegen oder über die Schaltfläche … auswählen</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareView</name>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>%1 is already compared</source>
        <translation>%1 wird bereits verglichen</translation>
    </message>
    <message>
        <source>Copied the comparison as Markdown</source>
        <translation>Vergleich als Markdown kopiert</translation>
    </message>
    <message>
        <source>Copied the comparison as text</source>
        <translation>Vergleich als Text kopiert</translation>
    </message>
    <message>
        <source>Exported the comparison to %1</source>
        <translation>Vergleich nach %1 exportiert</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <source>No chip or system “%1” in the catalog</source>
        <translation>Kein Chip oder System „%1“ im Katalog</translation>
    </message>
    <message>
        <source>%1 replaced %2: the comparison holds %3 entries at most</source>
        <translation>%1 hat %2 ersetzt: der Vergleich umfasst höchstens %3 Einträge</translation>
    </message>
    <message>
        <source>&amp;Chips</source>
        <translation>&amp;Chips</translation>
    </message>
    <message>
        <source>&amp;Systems</source>
        <translation>&amp;Systeme</translation>
    </message>
    <message>
        <source>Not like for like: %1.

A system compares with another system, or with its chip taken as many times as it has chips: set N in the chip&apos;s slot.</source>
        <translation>Nicht gleichartig: %1.

Ein System lässt sich mit einem anderen System vergleichen oder mit seinem Chip, so oft gezählt, wie es Chips hat: N im Feld des Chips setzen.</translation>
    </message>
    <message>
        <source>Compare two to four chips or systems figure by figure.

Drag chips or systems from the table onto the slots above, choose one with a slot&apos;s … button, select a chip and choose Chip › Compare (Ctrl+Shift+C), or click “Add to comparison” in the details pane. A chip compared with a system is taken as many times as the system has chips.</source>
        <translation>Zwei bis vier Chips oder Systeme Kennzahl für Kennzahl vergleichen.

Chips oder Systeme aus der Tabelle auf die Felder oben ziehen, über die Schaltfläche … eines Felds einen auswählen, einen Chip markieren und Chip › Vergleichen (Strg+Umschalt+C) wählen oder im Detailbereich auf „Zum Vergleich hinzufügen“ klicken. Ein mit einem System verglichener Chip wird so oft gezählt, wie das System Chips hat.</translation>
    </message>
    <message>
        <source>Find among all %L1…</source>
        <translation>Unter allen %L1 suchen …</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Measured results</source>
        <translation>Messergebnisse</translation>
    </message>
</context>
<context>
    <name>chipatlas::ComparisonModel</name>
    <message>
        <source>%1, in %2</source>
        <translation>%1, in %2</translation>
    </message>
    <message>
        <source>%1; higher wins</source>
        <translation>%1; höher gewinnt</translation>
    </message>
    <message>
        <source>%1; lower wins</source>
        <translation>%1; niedriger gewinnt</translation>
    </message>
    <message>
        <source>%1; no winner (text)</source>
        <translation>%1; kein Gewinner (Text)</translation>
    </message>
    <message>
        <source>, sparsity unstated</source>
        <translation>, Sparsity nicht angegeben</translation>
    </message>
    <message>
        <source>, wins this row</source>
        <translation>, gewinnt diese Zeile</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Left out of the winner choice: no figure</source>
        <translation>Bei der Gewinnerwahl nicht berücksichtigt: kein Wert</translation>
    </message>
    <message>
        <source>Left out of the winner choice: the figure is unverified</source>
        <translation>Bei der Gewinnerwahl nicht berücksichtigt: der Wert ist unbestätigt</translation>
    </message>
    <message>
        <source>Left out of the winner choice: a host-to-chip link, not comparable with links between chips</source>
        <translation>Bei der Gewinnerwahl nicht berücksichtigt: eine Host-zu-Chip-Verbindung, nicht vergleichbar mit Verbindungen zwischen Chips</translation>
    </message>
    <message>
        <source>%1; no winner: the best values are about the same</source>
        <translation>%1; kein Gewinner: die besten Werte sind etwa gleich</translation>
    </message>
    <message>
        <source>%1; printed in different units, compared by their nominal numbers</source>
        <translation>%1; in unterschiedlichen Einheiten angegeben, nach ihren Nennzahlen verglichen</translation>
    </message>
    <message>
        <source>, wins this row if it is dense</source>
        <translation>, gewinnt diese Zeile, falls der Wert dicht ist</translation>
    </message>
    <message>
        <source>Printed by its source in binary units (GiB); compared by its nominal number</source>
        <translation>Von der Quelle in binären Einheiten (GiB) angegeben; nach der Nennzahl verglichen</translation>
    </message>
    <message>
        <source>Printed by its source in decimal units (GB); compared by its nominal number</source>
        <translation>Von der Quelle in dezimalen Einheiten (GB) angegeben; nach der Nennzahl verglichen</translation>
    </message>
    <message>
        <source>No winner: the best values are about the same (closer than the precision they were published with)</source>
        <translation>Kein Gewinner: die besten Werte sind etwa gleich (der Unterschied ist kleiner als die Genauigkeit, mit der sie veröffentlicht wurden)</translation>
    </message>
    <message>
        <source>Left out of the winner choice: the chips&apos; power only, not comparable with a whole system&apos;s power</source>
        <translation>Bei der Wahl des Gewinners ausgelassen: nur die Leistungsaufnahme der Chips, nicht vergleichbar mit der eines ganzen Systems</translation>
    </message>
    <message>
        <source>%1; no winner: too close to call, because the printed units differ and the winner changes when GiB is converted to GB</source>
        <translation>%1; kein Gewinner: zu knapp für ein Urteil, weil sich die angegebenen Einheiten unterscheiden und der Gewinner wechselt, wenn GiB in GB umgerechnet wird</translation>
    </message>
    <message>
        <source>No winner: too close to call, because the printed units differ (1 GiB = 1.0737 GB) and the winner is not the same under both readings</source>
        <translation>Kein Gewinner: zu knapp für ein Urteil, weil sich die angegebenen Einheiten unterscheiden (1 GiB = 1,0737 GB) und der Gewinner nicht in beiden Lesarten derselbe ist</translation>
    </message>
    <message>
        <source>Left out of the winner choice: the figure is a design target for a chip that does not ship yet</source>
        <translation>Bei der Gewinnerwahl nicht berücksichtigt: der Wert ist ein Zielwert für einen Chip, der noch nicht ausgeliefert wird</translation>
    </message>
</context>
<context>
    <name>chipatlas::ComparisonTree</name>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Each figure of the compared chips or systems side by side, in groups; the winner of a row is in bold, the others carry their ratio to it</source>
        <translation>Jeder Wert der verglichenen Chips oder Systeme nebeneinander, in Gruppen; der Gewinner einer Zeile ist fett, die anderen tragen ihr Verhältnis zu ihm</translation>
    </message>
</context>
<context>
    <name>chipatlas::ConflictDialog</name>
    <message>
        <source>Changed by Someone Else</source>
        <translation>Von jemand anderem geändert</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your change (%1) was not saved: %2&lt;/p&gt;&lt;p&gt;Choose what the catalog keeps. Rows marked ⚠ were changed on both sides.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ihre Änderung (%1) wurde nicht gespeichert: %2&lt;/p&gt;&lt;p&gt;Wählen Sie, was der Katalog behält. Mit ⚠ markierte Zeilen wurden auf beiden Seiten geändert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Before your change</source>
        <translation>Vor Ihrer Änderung</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Meine</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Andere</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Keep &amp;mine</source>
        <translation>&amp;Meine behalten</translation>
    </message>
    <message>
        <source>Save your version of every row over theirs</source>
        <translation>Ihre Version jeder Zeile anstelle der anderen speichern</translation>
    </message>
    <message>
        <source>Take &amp;theirs</source>
        <translation>&amp;Andere übernehmen</translation>
    </message>
    <message>
        <source>Drop your change; the catalog stays as they saved it</source>
        <translation>Ihre Änderung verwerfen; der Katalog bleibt so, wie die andere Seite ihn gespeichert hat</translation>
    </message>
    <message>
        <source>Save &amp;merge</source>
        <translation>&amp;Zusammengeführt speichern</translation>
    </message>
    <message>
        <source>Save the side chosen in each row</source>
        <translation>Die in jeder Zeile gewählte Seite speichern</translation>
    </message>
</context>
<context>
    <name>chipatlas::CustomModelWidget</name>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source> B</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source>Total parameters in billions, every expert of an MoE included</source>
        <translation>Parameter insgesamt in Milliarden, bei MoE jeder Experte eingerechnet</translation>
    </message>
    <message>
        <source>= total</source>
        <translation>= gesamt</translation>
    </message>
    <message>
        <source>Parameters read per token (MoE: the active experts); 0 for the total</source>
        <translation>Pro Token gelesene Parameter (MoE: die aktiven Experten); 0 für die Gesamtzahl</translation>
    </message>
    <message>
        <source>Decoder layers</source>
        <translation>Decoder-Schichten</translation>
    </message>
    <message>
        <source>Multi-head latent attention: the cache holds the KV LoRA rank plus the RoPE dims per layer and token</source>
        <translation>Multi-Head Latent Attention: der Cache hält pro Schicht und Token den KV-LoRA-Rang plus die RoPE-Dimensionen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>The model&apos;s maximum context; 0 if unknown</source>
        <translation>Maximaler Kontext des Modells; 0, wenn unbekannt</translation>
    </message>
    <message>
        <source>KV &amp;heads:</source>
        <translation>K&amp;V-Heads:</translation>
    </message>
    <message>
        <source>Head &amp;dim:</source>
        <translation>Head-&amp;Dim.:</translation>
    </message>
    <message>
        <source>KV &amp;LoRA rank:</source>
        <translation>KV-&amp;LoRA-Rang:</translation>
    </message>
    <message>
        <source>&amp;RoPE dims:</source>
        <translation>RoPE-D&amp;im.:</translation>
    </message>
    <message>
        <source>&amp;Params:</source>
        <translation>P&amp;arameter:</translation>
    </message>
    <message>
        <source>&amp;Active:</source>
        <translation>Ak&amp;tiv:</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>S&amp;chichten:</translation>
    </message>
    <message>
        <source>Max conte&amp;xt:</source>
        <translation>Max. Konte&amp;xt:</translation>
    </message>
</context>
<context>
    <name>chipatlas::DetailsPane</name>
    <message>
        <source>Compute (dense)</source>
        <translation>Rechenleistung (dicht)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Form factor and interconnect</source>
        <translation>Bauform und Verbindung</translation>
    </message>
    <message>
        <source>Availability and price</source>
        <translation>Verfügbarkeit und Preis</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Silicon</source>
        <translation>Silizium</translation>
    </message>
    <message>
        <source>Select a chip to see every figure with its source</source>
        <translation>Einen Chip auswählen, um jeden Wert mit seiner Quelle zu sehen</translation>
    </message>
    <message>
        <source>Sparsity:</source>
        <translation>Sparsity:</translation>
    </message>
    <message>
        <source>Efficiency at %1</source>
        <translation>Effizienz bei %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Add to comparison</source>
        <translation>Zum Vergleich hinzufügen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Every figure of the selected chip or system, with its status, note and source</source>
        <translation>Jede Kennzahl des ausgewählten Chips oder Systems mit Status, Anmerkung und Quelle</translation>
    </message>
    <message>
        <source>Compare this chip or system side by side with others (Ctrl+Shift+C)</source>
        <translation>Diesen Chip oder dieses System neben anderen vergleichen (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <source>Own or rent...</source>
        <translation>Kaufen oder mieten …</translation>
    </message>
    <message>
        <source>What owning this chip or system costs per hour against renting it (Ctrl+Shift+O)</source>
        <translation>Was der Besitz dieses Chips oder Systems pro Stunde kostet, verglichen mit Mieten (Strg+Umschalt+O)</translation>
    </message>
    <message>
        <source>Price history...</source>
        <translation>Preisverlauf …</translation>
    </message>
    <message>
        <source>The prices of this chip or system over time, from every offer that rents it</source>
        <translation>Die Preise dieses Chips oder Systems über die Zeit, aus jedem Angebot, das ihn vermietet</translation>
    </message>
</context>
<context>
    <name>chipatlas::DiffTableModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1 (ID %2)</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Before status</source>
        <translation>Status vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>After status</source>
        <translation>Status nachher</translation>
    </message>
    <message>
        <source>Source changed</source>
        <translation>Quelle geändert</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
</context>
<context>
    <name>chipatlas::EntryTableModel</name>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>chipatlas::ExportJob</name>
    <message>
        <source>Export to %1 cancelled; no file was written.</source>
        <translation>Export nach %1 abgebrochen; es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
</context>
<context>
    <name>chipatlas::FigureAttributesEditor</name>
    <message>
        <source>The unit the source printed the number in: GB and GB/s are decimal, GiB and GiB/s binary. The number stays as printed; comparisons say when units differ</source>
        <translation>Die Einheit, in der die Quelle die Zahl angegeben hat: GB und GB/s sind dezimal, GiB und GiB/s binär. Die Zahl bleibt wie angegeben; Vergleiche sagen, wenn die Einheiten verschieden sind</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GiB/s</source>
        <translation>GiB/s</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Printed as:</source>
        <translation>Angegeben als:</translation>
    </message>
    <message>
        <source>What the link connects: chips to each other (NVLink, NeuronLink, ICI) or a host CPU to the chip (NVLink-C2C, PCIe)</source>
        <translation>Was die Verbindung verbindet: Chips untereinander (NVLink, NeuronLink, ICI) oder eine Host-CPU mit dem Chip (NVLink-C2C, PCIe)</translation>
    </message>
    <message>
        <source>chip to chip</source>
        <translation>Chip zu Chip</translation>
    </message>
    <message>
        <source>host to chip</source>
        <translation>Host zu Chip</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Verbindung:</translation>
    </message>
    <message>
        <source>e.g. air-cooled</source>
        <translation>z. B. luftgekühlt</translation>
    </message>
    <message>
        <source>The configuration this figure belongs to, when the vendor gives it for one (e.g. air-cooled, 8-GPU board)</source>
        <translation>Die Konfiguration, zu der dieser Wert gehört, wenn der Hersteller ihn für eine bestimmte angibt (z. B. luftgekühlt, 8-GPU-Board)</translation>
    </message>
    <message>
        <source>A range the vendor gives around the value (e.g. 300 to 350 W), in the figure&apos;s unit; both empty: no range</source>
        <translation>Ein Bereich, den der Hersteller um den Wert angibt (z. B. 300 bis 350 W), in der Einheit des Werts; beide leer: kein Bereich</translation>
    </message>
    <message>
        <source>low</source>
        <translation>von</translation>
    </message>
    <message>
        <source>high</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Configuration:</source>
        <translation>Konfiguration:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Bereich:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>%1 (%2): the low end of the range: %3</source>
        <translation>%1 (%2): das untere Ende des Bereichs: %3</translation>
    </message>
    <message>
        <source>%1 (%2): the high end of the range: %3</source>
        <translation>%1 (%2): das obere Ende des Bereichs: %3</translation>
    </message>
    <message>
        <source>Range, low end</source>
        <translation>Bereich, unteres Ende</translation>
    </message>
    <message>
        <source>Range, high end</source>
        <translation>Bereich, oberes Ende</translation>
    </message>
</context>
<context>
    <name>chipatlas::FigureRowEditor</name>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>https://...</source>
        <translation>https://...</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Put back the value that ships with ChipAtlas</source>
        <translation>Den mit ChipAtlas ausgelieferten Wert wiederherstellen</translation>
    </message>
    <message>
        <source>The vendor does not say whether this throughput is dense</source>
        <translation>Der Hersteller sagt nicht, ob dieser Durchsatz dicht (dense) ist</translation>
    </message>
    <message>
        <source>%1: you edited this figure; a newer built-in catalog keeps your value</source>
        <translation>%1: Sie haben diese Kennzahl bearbeitet; auch ein neuerer mitgelieferter Katalog behält Ihren Wert bei</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Show the unit the source printed, what the link connects, the configuration and the range</source>
        <translation>Die von der Quelle angegebene Einheit, was die Verbindung verbindet, die Konfiguration und den Bereich zeigen</translation>
    </message>
    <message>
        <source>Show the unit the source printed, the configuration and the range</source>
        <translation>Die von der Quelle angegebene Einheit, die Konfiguration und den Bereich zeigen</translation>
    </message>
    <message>
        <source>Show the configuration and the range the vendor gives</source>
        <translation>Die vom Hersteller angegebene Konfiguration und den Bereich zeigen</translation>
    </message>
    <message>
        <source>%1, status</source>
        <translation>%1, Status</translation>
    </message>
    <message>
        <source>%1, source URL</source>
        <translation>%1, Quell-URL</translation>
    </message>
    <message>
        <source>%1, note</source>
        <translation>%1, Anmerkung</translation>
    </message>
    <message>
        <source>%1, sparsity unstated</source>
        <translation>%1, Sparsity nicht angegeben</translation>
    </message>
    <message>
        <source>The figure as its source gives it; empty when it is not known</source>
        <translation>Die Kennzahl, wie die Quelle sie angibt; leer, wenn sie nicht bekannt ist</translation>
    </message>
    <message>
        <source>The figure in %1, as its source gives it; empty when it is not known</source>
        <translation>Die Kennzahl in %1, wie die Quelle sie angibt; leer, wenn sie nicht bekannt ist</translation>
    </message>
    <message>
        <source>The web address the figure was read from</source>
        <translation>Die Webadresse, von der die Kennzahl abgelesen wurde</translation>
    </message>
    <message>
        <source>How the figure was read or computed; shown under it in the details</source>
        <translation>Wie die Kennzahl abgelesen oder berechnet wurde; wird in den Details darunter angezeigt</translation>
    </message>
    <message>
        <source>Published by the vendor, computed from published figures, unverified (seen only on a third party&apos;s page), a design target (announced for a chip that does not ship yet), not published, or unknown</source>
        <translation>Vom Hersteller veröffentlicht, aus veröffentlichten Kennzahlen berechnet, unbestätigt (nur auf der Seite eines Dritten gesehen), ein Zielwert (angekündigt für einen Chip, der noch nicht ausgeliefert wird), nicht veröffentlicht oder unbekannt</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitDialog</name>
    <message>
        <source>Set &amp;price...</source>
        <translation>&amp;Preis festlegen …</translation>
    </message>
    <message>
        <source>Model fit</source>
        <translation>Modell-Fit</translation>
    </message>
    <message>
        <source>Set price...</source>
        <translation>Preis festlegen …</translation>
    </message>
    <message>
        <source>Filter chips by name, vendor, family or id</source>
        <translation>Chips nach Name, Hersteller, Familie oder ID filtern</translation>
    </message>
    <message>
        <source>Enter what the selected chip costs per hour, with its date and source, for the cost per million tokens</source>
        <translation>Eingeben, was der ausgewählte Chip pro Stunde kostet, mit Datum und Quelle, für die Kosten pro Million Tokens</translation>
    </message>
    <message>
        <source>Model fit: %1</source>
        <translation>Modell-Fit: %1</translation>
    </message>
    <message>
        <source>%1 of %2 chips</source>
        <translation>%1 von %2 Chips</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Systems: fits one scale-up domain?</source>
        <translation>Systeme: passt in eine Scale-up-Domäne?</translation>
    </message>
    <message>
        <source>One row per chip, or per system: whether the model fits in one scale-up domain of it or crosses the slower scale-out network</source>
        <translation>Eine Zeile pro Chip oder pro System: ob das Modell in eine Scale-up-Domäne davon passt oder das langsamere Scale-out-Netzwerk überquert</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>Filter systems by name or id</source>
        <translation>Systeme nach Name oder ID filtern</translation>
    </message>
    <message>
        <source>%1 of %2 systems</source>
        <translation>%1 von %2 Systemen</translation>
    </message>
    <message>
        <source>%1 of %2 systems shown hold %3 in one scale-up domain</source>
        <translation>%1 von %2 angezeigten Systemen fassen %3 in einer Scale-up-Domäne</translation>
    </message>
    <message>
        <source>Computing the fits of %1 chips: %2%</source>
        <translation>Die Fits von %1 Chips werden berechnet: %2%</translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %L2 chips shown hold %3 on %Ln chips</source>
        <translation>
            <numerusform>%L1 von %L2 angezeigten Chips fassen %3 auf einem Chip</numerusform>
            <numerusform>%L1 von %L2 angezeigten Chips fassen %3 auf %Ln Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Throughputs are upper bounds: decode the smaller of the memory-bandwidth and the dense-compute bound, prefill the dense-compute bound; real engines reach less. Chips needed is the memory minimum; an engine runs a tensor-parallel degree that divides the heads. Costs use the offer picked for the row (by default the one Preferences names: the cheapest current one in USD, or the cheapest on-demand one) or the price per chip-hour you enter.</source>
        <translation>Durchsätze sind Obergrenzen: Decode die kleinere der Grenzen aus Speicherbandbreite und dichter Rechenleistung, Prefill die Grenze der dichten Rechenleistung; echte Engines erreichen weniger. „Benötigte Chips“ ist das Speicherminimum; eine Engine verwendet einen Tensor-Parallelitätsgrad, der die Heads teilt. Kosten verwenden das für die Zeile gewählte Angebot (standardmäßig das in den Einstellungen genannte: das günstigste aktuelle in USD oder das günstigste On-Demand-Angebot) oder den eingegebenen Preis pro Chipstunde.</translation>
    </message>
    <message>
        <source>For each chip, the memory the model needs, whether it fits and on how many chips, and upper bounds on tokens per second; the selected row is explained below</source>
        <translation>Für jeden Chip der Speicher, den das Modell braucht, ob es passt und auf wie viele Chips, und Obergrenzen für Tokens pro Sekunde; die ausgewählte Zeile wird darunter erklärt</translation>
    </message>
    <message>
        <source>For each system, whether the model fits in one scale-up domain, how many domains it needs, and upper bounds on tokens per second; the selected row is explained below</source>
        <translation>Für jedes System, ob das Modell in eine Scale-up-Domäne passt, wie viele Domänen es braucht, und Obergrenzen für Tokens pro Sekunde; die ausgewählte Zeile wird darunter erklärt</translation>
    </message>
    <message>
        <source>E&amp;xplanation</source>
        <translation>&amp;Erklärung</translation>
    </message>
    <message>
        <source>Show the explanation of the selected row below the table, or fold it away for more rows</source>
        <translation>Die Erklärung der ausgewählten Zeile unter der Tabelle zeigen oder für mehr Zeilen einklappen</translation>
    </message>
    <message>
        <source>&amp;Own or rent...</source>
        <translation>&amp;Kaufen oder mieten …</translation>
    </message>
    <message>
        <source>What owning the selected chip or system costs per hour against renting it</source>
        <translation>Was der Besitz des ausgewählten Chips oder Systems pro Stunde kostet, verglichen mit Mieten</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitExplainView</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 Chip</numerusform>
            <numerusform>%1 Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>How the estimate is computed</source>
        <translation>Wie die Schätzung berechnet wird</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 auf %2 × %3</translation>
    </message>
    <message numerus="yes">
        <source>on %1 chips</source>
        <translation>
            <numerusform>auf %1 Chip</numerusform>
            <numerusform>auf %1 Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Longest context that fits %1: &lt;b&gt;%2 tokens&lt;/b&gt; (at batch %3)</source>
        <translation>Längster Kontext, der %1 passt: &lt;b&gt;%2 Tokens&lt;/b&gt; (bei Batch %3)</translation>
    </message>
    <message>
        <source>Longest context that fits %1: &lt;b&gt;none&lt;/b&gt; (at batch %2)</source>
        <translation>Längster Kontext, der %1 passt: &lt;b&gt;keiner&lt;/b&gt; (bei Batch %2)</translation>
    </message>
    <message>
        <source>Largest batch that fits %1: &lt;b&gt;%2 sequences&lt;/b&gt; (at context %3)</source>
        <translation>Größter Batch, der %1 passt: &lt;b&gt;%2 Sequenzen&lt;/b&gt; (bei Kontext %3)</translation>
    </message>
    <message>
        <source>Largest batch that fits %1: &lt;b&gt;none&lt;/b&gt; (at context %2)</source>
        <translation>Größter Batch, der %1 passt: &lt;b&gt;keiner&lt;/b&gt; (bei Kontext %2)</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Formula, with the catalog figures</source>
        <translation>Formel, mit den Katalogwerten</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>None for this chip.</source>
        <translation>Keine für diesen Chip.</translation>
    </message>
    <message>
        <source>Select a chip or a system in the table to see every term of its estimate with its formula.</source>
        <translation>Einen Chip oder ein System in der Tabelle auswählen, um jeden Term seiner Schätzung mit Formel zu sehen.</translation>
    </message>
    <message>
        <source>The catalog has no chip “%1”, the chip of %2: nothing to compute.</source>
        <translation>Der Katalog hat keinen Chip „%1“, den Chip von %2: nichts zu berechnen.</translation>
    </message>
    <message>
        <source>Terms of the estimate</source>
        <translation>Terme der Schätzung</translation>
    </message>
    <message>
        <source>Each term of the memory estimate for the selected row: the term, its formula with the catalog&apos;s figures, and its value</source>
        <translation>Jeder Term der Speicherschätzung für die ausgewählte Zeile: der Term, seine Formel mit den Katalogwerten und sein Wert</translation>
    </message>
    <message>
        <source>What the estimate assumes and what the catalog does not say, for the selected row</source>
        <translation>Was die Schätzung für die ausgewählte Zeile voraussetzt und was der Katalog nicht angibt</translation>
    </message>
    <message>
        <source>%1 on %2 (%3 × %4): one instance %5, %6 replicas</source>
        <translation>%1 auf %2 (%3 × %4): eine Instanz %5, %6 Replikate</translation>
    </message>
    <message>
        <source>%1 on %2 (%3 × %4): %5</source>
        <translation>%1 auf %2 (%3 × %4): %5</translation>
    </message>
    <message>
        <source>on one instance (%1 chips)</source>
        <translation>auf einer Instanz (%1 Chips)</translation>
    </message>
    <message>
        <source>on one instance (1 chip)</source>
        <translation>auf einer Instanz (1 Chip)</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitInputsBar</name>
    <message>
        <source>Sliding window honoured by the engine</source>
        <translation>Sliding Window von der Engine berücksichtigt</translation>
    </message>
    <message>
        <source>Custom bits...</source>
        <translation>Eigene Bitzahl …</translation>
    </message>
    <message>
        <source> bits</source>
        <translation> Bit</translation>
    </message>
    <message>
        <source>Bits per weight, scales included</source>
        <translation>Bit pro Gewicht, einschließlich Skalierungsfaktoren</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Gleichzeitige Sequenzen</translation>
    </message>
    <message>
        <source>Added on top of weights and KV cache for activations, the runtime and fragmentation</source>
        <translation>Zuschlag zu Gewichten und KV-Cache für Aktivierungen, Laufzeitumgebung und Fragmentierung</translation>
    </message>
    <message>
        <source>GB (10⁹ bytes)</source>
        <translation>GB (10⁹ Byte)</translation>
    </message>
    <message>
        <source>GiB (2³⁰ bytes)</source>
        <translation>GiB (2³⁰ Byte)</translation>
    </message>
    <message>
        <source>Off: the engine allocates the full context in every layer, also in sliding-window layers</source>
        <translation>Aus: die Engine belegt in jeder Schicht den vollen Kontext, auch in Sliding-Window-Schichten</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source> tok/s</source>
        <translation> tok/s</translation>
    </message>
    <message>
        <source>Tokens per second you measured for the whole deployment (all sequences), for the cost at the measured rate</source>
        <translation>Selbst gemessene Tokens pro Sekunde für das gesamte Deployment (alle Sequenzen), für die Kosten bei gemessener Rate</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>&amp;Gewichte:</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>&amp;KV-Cache:</translation>
    </message>
    <message>
        <source>C&amp;ontext:</source>
        <translation>K&amp;ontext:</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>&amp;Batch:</translation>
    </message>
    <message>
        <source>&amp;Headroom:</source>
        <translation>&amp;Reserve:</translation>
    </message>
    <message>
        <source>C&amp;hips:</source>
        <translation>C&amp;hips:</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>&amp;Einheiten:</translation>
    </message>
    <message>
        <source>M&amp;easured:</source>
        <translation>Gemes&amp;sen:</translation>
    </message>
    <message>
        <source>max unknown</source>
        <translation>Max. unbekannt</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>The model to fit; type to search. The last entry takes custom parameters</source>
        <translation>Das zu prüfende Modell; zum Suchen tippen. Der letzte Eintrag nimmt eigene Parameter</translation>
    </message>
    <message>
        <source>Custom model…</source>
        <translation>Eigenes Modell …</translation>
    </message>
    <message>
        <source>Bu&amp;dget:</source>
        <translation>Bu&amp;dget:</translation>
    </message>
    <message>
        <source>&amp;Fraction:</source>
        <translation>&amp;Anteil:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>SGLang&apos;s rule</source>
        <translation>SGLang-Regel</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2, following %3
%4</source>
        <translation>%2 von %1, nach %3
%4</translation>
    </message>
    <message>
        <source>Weights + KV cache + headroom within the printed capacity read as decimal GB, as chip-comparison pages count</source>
        <translation>Gewichte + KV-Cache + Reserve innerhalb der angegebenen Kapazität, als dezimale GB gelesen, wie Chip-Vergleichsseiten rechnen</translation>
    </message>
    <message>
        <source>%1 of the memory visible to software (the printed capacity where that is unknown); at the minimum the engine&apos;s own default</source>
        <translation>%1 des für Software sichtbaren Speichers (der angegebenen Kapazität, wo dieser unbekannt ist); am Minimum der eigene Standardwert der Engine</translation>
    </message>
    <message>
        <source>The rule of thumb has no fraction: its share is the headroom</source>
        <translation>Die Faustregel hat keinen Anteil: an seine Stelle tritt die Reserve</translation>
    </message>
    <message>
        <source>How the weights are stored: bytes per parameter, or a number of bits of your own</source>
        <translation>Wie die Gewichte gespeichert werden: Byte pro Parameter oder eine eigene Bitzahl</translation>
    </message>
    <message>
        <source>How the KV cache is stored: bytes per element of keys and values</source>
        <translation>Wie der KV-Cache gespeichert wird: Byte pro Element der Keys und Values</translation>
    </message>
    <message>
        <source>Tokens per sequence, prompt and output together</source>
        <translation>Tokens pro Sequenz, Prompt und Ausgabe zusammen</translation>
    </message>
    <message>
        <source>Common context lengths, from 1K to 128K tokens</source>
        <translation>Übliche Kontextlängen, von 1K bis 128K Tokens</translation>
    </message>
    <message>
        <source>Chips the model is split across; their memory adds up</source>
        <translation>Chips, auf die das Modell aufgeteilt wird; ihr Speicher addiert sich</translation>
    </message>
    <message>
        <source>Memory in decimal gigabytes or binary gibibytes, here and in every view</source>
        <translation>Speicher in dezimalen Gigabyte oder binären Gibibyte, hier und in jeder Ansicht</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitOfferBar</name>
    <message>
        <source>The price the costs of the selected row use: an offer, or the price you entered</source>
        <translation>Der Preis, den die Kosten der ausgewählten Zeile verwenden: ein Angebot oder der von Ihnen eingegebene Preis</translation>
    </message>
    <message>
        <source>&amp;Offer:</source>
        <translation>&amp;Angebot:</translation>
    </message>
    <message>
        <source>Select a row to pick the offer its costs use.</source>
        <translation>Eine Zeile auswählen, um das Angebot zu wählen, das ihre Kosten verwenden.</translation>
    </message>
    <message>
        <source>No offer in USD and no price entered: no cost per million tokens. Use &quot;Set price...&quot; to enter one.</source>
        <translation>Kein Angebot in USD und kein Preis eingegeben: keine Kosten pro Million Tokens. Mit „Preis festlegen …“ einen eingeben.</translation>
    </message>
    <message>
        <source>Costs %1.</source>
        <translation>Kosten %1.</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitPriceEditor</name>
    <message>
        <source>remove the price of %1</source>
        <translation>den Preis von %1 entfernen</translation>
    </message>
    <message>
        <source>set the price of %1</source>
        <translation>den Preis von %1 festlegen</translation>
    </message>
    <message>
        <source>Could not store the price.</source>
        <translation>Der Preis konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Price removed</source>
        <translation>Preis entfernt</translation>
    </message>
    <message>
        <source>Price stored</source>
        <translation>Preis gespeichert</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitTableBase</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 at the upper bound</source>
        <translation>%1 an der Obergrenze</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitTableModel</name>
    <message>
        <source>no number fits</source>
        <translation>keine Anzahl passt</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>no measured rate</source>
        <translation>keine gemessene Rate</translation>
    </message>
    <message>
        <source>✓ fits, %1</source>
        <translation>✓ passt, %1</translation>
    </message>
    <message>
        <source>✗ does not fit, %1</source>
        <translation>✗ passt nicht, %1</translation>
    </message>
    <message>
        <source>Needs %1; %2 chip(s) hold %3</source>
        <translation>Benötigt %1; %2 Chip(s) fassen %3</translation>
    </message>
    <message>
        <source>USD per chip-hour × %1 chip(s) / (tokens/s × 3600) × 1e6</source>
        <translation>USD pro Chipstunde × %1 Chip(s) / (tokens/s × 3600) × 1e6</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Weights (%1)</source>
        <translation>Gewichte (%1)</translation>
    </message>
    <message>
        <source>KV cache (%1)</source>
        <translation>KV-Cache (%1)</translation>
    </message>
    <message>
        <source>Headroom (%1)</source>
        <translation>Reserve (%1)</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Gesamt (%1)</translation>
    </message>
    <message>
        <source>Decode per seq. ≤ (tok/s)</source>
        <translation>Decode pro Seq. ≤ (tok/s)</translation>
    </message>
    <message>
        <source>Decode, all seqs. ≤ (tok/s)</source>
        <translation>Decode, alle Seq. ≤ (tok/s)</translation>
    </message>
    <message>
        <source>Prefill ≤ (tok/s)</source>
        <translation>Prefill ≤ (tok/s)</translation>
    </message>
    <message>
        <source>Price (USD per chip-hour)</source>
        <translation>Preis (USD pro Chipstunde)</translation>
    </message>
    <message>
        <source>Cost at bound (USD per 1M tokens)</source>
        <translation>Kosten an der Obergrenze (USD pro 1 Mio. Tokens)</translation>
    </message>
    <message>
        <source>Cost at measured (USD per 1M tokens)</source>
        <translation>Kosten bei Messwert (USD pro 1 Mio. Tokens)</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>no degree fits</source>
        <translation>kein Grad passt</translation>
    </message>
    <message>
        <source>%1 (PP %2)</source>
        <translation>%1 (PP %2)</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>Speicher pro Chip</translation>
    </message>
    <message>
        <source>Chips needed, memory alone</source>
        <translation>Benötigte Chips, nur Speicher</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Tensor-Parallelitätsgrad</translation>
    </message>
    <message>
        <source>Decode bound by</source>
        <translation>Decode begrenzt durch</translation>
    </message>
    <message>
        <source>no offer or price</source>
        <translation>kein Angebot oder Preis</translation>
    </message>
    <message>
        <source>No offer in USD for %1 and no price entered. Use &quot;Set price...&quot; to enter one.</source>
        <translation>Kein Angebot in USD für %1 und kein Preis eingegeben. Mit „Preis festlegen …“ einen eingeben.</translation>
    </message>
    <message>
        <source>computing...</source>
        <translation>wird berechnet …</translation>
    </message>
    <message>
        <source>Computing the fit of every chip...</source>
        <translation>Der Fit jedes Chips wird berechnet …</translation>
    </message>
    <message numerus="yes">
        <source>Fits on %Ln chips, margin</source>
        <translation>
            <numerusform>Passt auf einen Chip, Spielraum</numerusform>
            <numerusform>Passt auf %Ln Chips, Spielraum</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2 chips, the fewest it fits on</source>
        <translation>%1 bei %2 Chips, den wenigsten, auf die es passt</translation>
    </message>
    <message>
        <source>No offer or price for %1.</source>
        <translation>Kein Angebot oder Preis für %1.</translation>
    </message>
    <message>
        <source>Measured per chip (tok/s)</source>
        <translation>Gemessen pro Chip (tok/s)</translation>
    </message>
    <message>
        <source>Efficiency (measured / bound)</source>
        <translation>Effizienz (gemessen / Obergrenze)</translation>
    </message>
    <message>
        <source>Cost, measured result or bound (USD per 1M tokens)</source>
        <translation>Kosten, gemessenes Ergebnis oder Obergrenze (USD pro 1 Mio. Tokens)</translation>
    </message>
</context>
<context>
    <name>chipatlas::FrozenColumnView</name>
    <message>
        <source>Names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <source>The table&apos;s first column, which stays in place while the others scroll sideways</source>
        <translation>Die erste Spalte der Tabelle, die stehen bleibt, während die anderen seitwärts scrollen</translation>
    </message>
</context>
<context>
    <name>chipatlas::GeneralPreferencesPage</name>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>A new language is applied the next time ChipAtlas starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von ChipAtlas.</translation>
    </message>
    <message>
        <source>System follows the desktop&apos;s style and colours; Light and Dark look the same on every desktop. Applied at once.</source>
        <translation>System folgt dem Stil und den Farben der Arbeitsumgebung; Hell und Dunkel sehen auf jeder Arbeitsumgebung gleich aus. Wird sofort angewendet.</translation>
    </message>
    <message>
        <source>GB (10⁹ bytes)</source>
        <translation>GB (10⁹ Byte)</translation>
    </message>
    <message>
        <source>GiB (2³⁰ bytes)</source>
        <translation>GiB (2³⁰ Byte)</translation>
    </message>
    <message>
        <source>For memory in the table, the details, the compare view, the chart&apos;s tooltips and the model-fit calculator. A capacity its vendor printed in GiB stays in GiB.</source>
        <translation>Für Speicher in der Tabelle, den Details, dem Vergleich, den Tooltips des Diagramms und dem Modell-Fit-Rechner. Eine Kapazität, die der Hersteller in GiB angibt, bleibt in GiB.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>&amp;Memory in:</source>
        <translation>Spei&amp;cher in:</translation>
    </message>
    <message>
        <source>The language of menus, views and messages, each named in itself; numbers keep the system&apos;s format</source>
        <translation>Die Sprache der Menüs, Ansichten und Meldungen, jede in ihrer eigenen Sprache benannt; Zahlen behalten das Format des Systems</translation>
    </message>
    <message>
        <source>Decimal gigabytes, as vendors print them, or binary gibibytes, as tools such as nvidia-smi report them</source>
        <translation>Dezimale Gigabyte, wie Hersteller sie angeben, oder binäre Gibibyte, wie sie etwa nvidia-smi anzeigt</translation>
    </message>
</context>
<context>
    <name>chipatlas::ImportPlanModel</name>
    <message>
        <source>New (%1)</source>
        <translation>Neu (%1)</translation>
    </message>
    <message>
        <source>Changed (%1)</source>
        <translation>Geändert (%1)</translation>
    </message>
    <message>
        <source>Unchanged (%1)</source>
        <translation>Unverändert (%1)</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>nicht im Katalog</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message numerus="yes">
        <source>%n fields differ</source>
        <translation>
            <numerusform>%n Feld weicht ab</numerusform>
            <numerusform>%n Felder weichen ab</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 taken</source>
        <translation>%1 von %2 übernommen</translation>
    </message>
    <message>
        <source>The imported value replaces the local one.</source>
        <translation>Der importierte Wert ersetzt den lokalen.</translation>
    </message>
    <message>
        <source>The local value stays.</source>
        <translation>Der lokale Wert bleibt erhalten.</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Family / generation</source>
        <translation>Familie / Generation</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Sparsity note</source>
        <translation>Sparsity-Hinweis</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>no source</source>
        <translation>keine Quelle</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>Quelle %1</translation>
    </message>
    <message>
        <source>no note</source>
        <translation>keine Anmerkung</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Anmerkung: %1</translation>
    </message>
    <message>
        <source>may be sparse</source>
        <translation>möglicherweise sparse</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>dicht</translation>
    </message>
    <message>
        <source>Chip / field</source>
        <translation>Chip / Feld</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Lokal</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
</context>
<context>
    <name>chipatlas::ImportPreviewDialog</name>
    <message>
        <source>Take all imported</source>
        <translation>Alle importierten übernehmen</translation>
    </message>
    <message>
        <source>Keep all local</source>
        <translation>Alle lokalen behalten</translation>
    </message>
    <message>
        <source>Take imported for selected chips</source>
        <translation>Importierte für ausgewählte Chips übernehmen</translation>
    </message>
    <message>
        <source>Keep local for selected chips</source>
        <translation>Lokale für ausgewählte Chips behalten</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Checked new chips are added. A checked field takes the imported value; an unchecked one keeps the local value. Nothing is saved until you click Import, and Undo takes it back.</source>
        <translation>Angekreuzte neue Chips werden hinzugefügt. Ein angekreuztes Feld übernimmt den importierten Wert, ein nicht angekreuztes behält den lokalen. Gespeichert wird erst, wenn Sie auf „Importieren“ klicken, und „Rückgängig“ nimmt den Import zurück.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message numerus="yes">
        <source>%n fields</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 new, %2 changed (%3), %4 unchanged</source>
        <translation>%1 neu, %2 geändert (%3), %4 unverändert</translation>
    </message>
    <message>
        <source>With these choices the import changes nothing.</source>
        <translation>Mit dieser Auswahl ändert der Import nichts.</translation>
    </message>
    <message>
        <source>Import adds %1 and changes %2 (%3).</source>
        <translation>Der Import fügt %1 hinzu und ändert %2 (%3).</translation>
    </message>
    <message>
        <source>Copy Catalog from %1 to %2</source>
        <translation>Katalog aus %1 nach %2 kopieren</translation>
    </message>
    <message>
        <source>Also copied: LLM models: %1 new, %2 changed, %3 unchanged; prices: %4 new, %5 changed, %6 unchanged.</source>
        <translation>Ebenfalls kopiert: LLM-Modelle: %1 neu, %2 geändert, %3 unverändert; Preise: %4 neu, %5 geändert, %6 unverändert.</translation>
    </message>
    <message>
        <source>Checked new chips are copied. A checked field takes the value of %1; an unchecked one keeps the value of %2. Nothing is written until you click Copy.</source>
        <translation>Angekreuzte neue Chips werden kopiert. Ein angekreuztes Feld übernimmt den Wert aus %1, ein nicht angekreuztes behält den Wert aus %2. Geschrieben wird erst, wenn Sie auf „Kopieren“ klicken.</translation>
    </message>
    <message>
        <source>%1 new and %2 changed chips</source>
        <translation>%1 neue und %2 geänderte Chips</translation>
    </message>
    <message>
        <source>Copy %1 into this catalog</source>
        <translation>%1 in diesen Katalog kopieren</translation>
    </message>
    <message>
        <source>Copy %1 to %2</source>
        <translation>%1 nach %2 kopieren</translation>
    </message>
    <message>
        <source>With these choices the copy changes nothing.</source>
        <translation>Mit dieser Auswahl ändert das Kopieren nichts.</translation>
    </message>
    <message>
        <source>The copy is one step that Undo takes back.</source>
        <translation>Das Kopieren ist ein Schritt, den „Rückgängig“ zurücknimmt.</translation>
    </message>
    <message>
        <source>This writes to %1 in one transaction and cannot be undone from here.</source>
        <translation>Dies schreibt in einer Transaktion nach %1 und kann von hier aus nicht rückgängig gemacht werden.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new chips</source>
        <translation>
            <numerusform>%Ln neuen Chip</numerusform>
            <numerusform>%Ln neue Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln Chip</numerusform>
            <numerusform>%Ln Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>The file&apos;s chips in three groups, new, changed and unchanged; under a changed chip, each field that differs with its local and its imported value</source>
        <translation>Die Chips der Datei in drei Gruppen: neu, geändert und unverändert; unter einem geänderten Chip jedes abweichende Feld mit seinem lokalen und seinem importierten Wert</translation>
    </message>
    <message>
        <source>Check every changed field: each takes the imported value</source>
        <translation>Alle geänderten Felder ankreuzen: jedes übernimmt den importierten Wert</translation>
    </message>
    <message>
        <source>Uncheck every changed field: each keeps the local value</source>
        <translation>Alle geänderten Felder abwählen: jedes behält den lokalen Wert</translation>
    </message>
    <message>
        <source>Check the changed fields of the selected chips</source>
        <translation>Die geänderten Felder der ausgewählten Chips ankreuzen</translation>
    </message>
    <message>
        <source>Uncheck the changed fields of the selected chips</source>
        <translation>Die geänderten Felder der ausgewählten Chips abwählen</translation>
    </message>
    <message>
        <source>Kept as the catalog has them (the vendor&apos;s figures, your edits, and figures the vendor does not publish), with Epoch&apos;s value:</source>
        <translation>Wie im Katalog behalten (Herstellerangaben, Ihre Änderungen und vom Hersteller nicht veröffentlichte Werte), mit dem Wert von Epoch:</translation>
    </message>
    <message>
        <source>Kept figures</source>
        <translation>Behaltene Werte</translation>
    </message>
</context>
<context>
    <name>chipatlas::ImportWriter</name>
    <message>
        <source>%1, %2 changed, %3 unchanged</source>
        <translation>%1, %2 geändert, %3 unverändert</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Import %1? %2.</source>
        <translation>%1 importieren? %2.</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>neu: %1</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>ausgelassen: %1</translation>
    </message>
    <message>
        <source>One Undo takes the whole import back.</source>
        <translation>Ein einziges „Rückgängig“ nimmt den ganzen Import zurück.</translation>
    </message>
    <message>
        <source>%1 changes nothing: %2.</source>
        <translation>%1 ändert nichts: %2.</translation>
    </message>
    <message>
        <source>import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Could not import %1; nothing was changed.</source>
        <translation>%1 konnte nicht importiert werden; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Imported %1: %2.</source>
        <translation>%1 importiert: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>chipatlas::MainWindow</name>
    <message>
        <source>The catalog this window shows</source>
        <translation>Der Katalog, den dieses Fenster zeigt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Reload catalog</source>
        <translation>Katalog &amp;neu laden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Columns...</source>
        <translation>&amp;Spalten …</translation>
    </message>
    <message>
        <source>&amp;Reset columns</source>
        <translation>Spalten &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Focus filter</source>
        <translation>&amp;Filter fokussieren</translation>
    </message>
    <message>
        <source>Perf/W &amp;precision</source>
        <translation>&amp;Genauigkeit für Leistung/W</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About ChipAtlas</source>
        <translation>Über &amp;ChipAtlas</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Loading chips...</source>
        <translation>Chips werden geladen …</translation>
    </message>
    <message>
        <source>%1 of %2 chips</source>
        <translation>%1 von %2 Chips</translation>
    </message>
    <message>
        <source>Could not read the chips</source>
        <translation>Die Chips konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>Could not read the chips of the catalog.</source>
        <translation>Die Chips des Katalogs konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>&amp;Chip</source>
        <translation>&amp;Chip</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Show c&amp;omparison</source>
        <translation>Vergleich &amp;zeigen</translation>
    </message>
    <message>
        <source>C&amp;lear comparison</source>
        <translation>Vergleich &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Extras</translation>
    </message>
    <message>
        <source>&amp;Model fit...</source>
        <translation>&amp;Modell-Fit …</translation>
    </message>
    <message>
        <source>Which language models fit on which chip, at which precision and context</source>
        <translation>Welche Sprachmodelle auf welchen Chip passen, bei welcher Genauigkeit und welchem Kontext</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Export &amp;catalog...</source>
        <translation>&amp;Katalog exportieren …</translation>
    </message>
    <message>
        <source>Export &amp;table...</source>
        <translation>&amp;Tabelle exportieren …</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>C&amp;hart</source>
        <translation>&amp;Diagramm</translation>
    </message>
    <message>
        <source>Plot two figures of the chips the table shows</source>
        <translation>Zwei Kennzahlen der in der Tabelle angezeigten Chips gegeneinander auftragen</translation>
    </message>
    <message>
        <source>&amp;Models</source>
        <translation>&amp;Modelle</translation>
    </message>
    <message>
        <source>ChipAtlas quits once the waiting edits are saved.</source>
        <translation>ChipAtlas wird beendet, sobald die wartenden Änderungen gespeichert sind.</translation>
    </message>
    <message>
        <source>The team server %1 can be reached again.</source>
        <translation>Der Team-Server %1 ist wieder erreichbar.</translation>
    </message>
    <message numerus="yes">
        <source>The team server %1 is back; %n waiting edits were saved.</source>
        <translation>
            <numerusform>Der Team-Server %1 ist wieder erreichbar; die wartende Änderung wurde gespeichert.</numerusform>
            <numerusform>Der Team-Server %1 ist wieder erreichbar; %n wartende Änderungen wurden gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog &amp;Settings...</source>
        <translation>Katalog&amp;einstellungen …</translation>
    </message>
    <message>
        <source>Choose the catalog: a file on this computer or a team server</source>
        <translation>Den Katalog wählen: eine Datei auf diesem Computer oder einen Team-Server</translation>
    </message>
    <message>
        <source>Copy Catalog T&amp;o...</source>
        <translation>Katalog kopieren n&amp;ach …</translation>
    </message>
    <message>
        <source>Copy this catalog&apos;s chips, models and prices to another catalog file or a team server, after a preview</source>
        <translation>Chips, Modelle und Preise dieses Katalogs nach einer Vorschau in eine andere Katalogdatei oder auf einen Team-Server kopieren</translation>
    </message>
    <message>
        <source>Copy Catalog &amp;From...</source>
        <translation>Katalog kopieren a&amp;us …</translation>
    </message>
    <message>
        <source>Copy the chips, models and prices of another catalog file or a team server into this catalog, after a preview</source>
        <translation>Chips, Modelle und Preise einer anderen Katalogdatei oder eines Team-Servers nach einer Vorschau in diesen Katalog kopieren</translation>
    </message>
    <message>
        <source>%1 of %2 systems</source>
        <translation>%1 von %2 Systemen</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>Export s&amp;ystems...</source>
        <translation>S&amp;ysteme exportieren …</translation>
    </message>
    <message>
        <source>S&amp;ystems</source>
        <translation>S&amp;ysteme</translation>
    </message>
    <message>
        <source>Loading chips: %L1 of %L2 shown</source>
        <translation>Chips werden geladen: %L1 von %L2 angezeigt</translation>
    </message>
    <message>
        <source>Export off&amp;ers...</source>
        <translation>An&amp;gebote exportieren …</translation>
    </message>
    <message>
        <source>The filters were cleared to show %1.</source>
        <translation>Die Filter wurden zurückgesetzt, um %1 zu zeigen.</translation>
    </message>
    <message>
        <source>Write the chips the table shows to a CSV or JSON file</source>
        <translation>Die Chips, die die Tabelle zeigt, in eine CSV- oder JSON-Datei schreiben</translation>
    </message>
    <message>
        <source>&amp;Quick search...</source>
        <translation>S&amp;chnellsuche …</translation>
    </message>
    <message>
        <source>Go to any chip, system or model by name, vendor or id, or add it to the comparison</source>
        <translation>Zu einem beliebigen Chip, System oder Modell nach Name, Hersteller oder ID springen oder es zum Vergleich hinzufügen</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>How to use ChipAtlas: the guide that ships with it</source>
        <translation>Wie ChipAtlas benutzt wird: das mitgelieferte Handbuch</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>Ein&amp;stellungen …</translation>
    </message>
    <message>
        <source>Language, theme, memory units, efficiency precision, calculator defaults and the offer costs use</source>
        <translation>Sprache, Farbschema, Speichereinheiten, Effizienz-Genauigkeit, Vorgaben des Rechners und das Angebot für Kosten</translation>
    </message>
    <message>
        <source>Every figure of the selected chip or system, with its source</source>
        <translation>Jede Kennzahl des ausgewählten Chips oder Systems mit ihrer Quelle</translation>
    </message>
    <message>
        <source>Two to four chips or systems side by side (Ctrl+Shift+C adds the selected one)</source>
        <translation>Zwei bis vier Chips oder Systeme nebeneinander (Strg+Umschalt+C fügt die Auswahl hinzu)</translation>
    </message>
    <message>
        <source>Two figures of every chip against each other (Ctrl+Shift+H)</source>
        <translation>Zwei Kennzahlen aller Chips gegeneinander aufgetragen (Strg+Umschalt+H)</translation>
    </message>
    <message>
        <source>Add the selected chip or system to the comparison</source>
        <translation>Den ausgewählten Chip oder das ausgewählte System zum Vergleich hinzufügen</translation>
    </message>
    <message>
        <source>Add or update chips, systems, offers or measured results from a CSV or JSON file, after a preview</source>
        <translation>Chips, Systeme, Angebote oder Messergebnisse aus einer CSV- oder JSON-Datei hinzufügen oder aktualisieren, nach einer Vorschau</translation>
    </message>
    <message>
        <source>Import &amp;MLPerf results...</source>
        <translation>&amp;MLPerf-Ergebnisse importieren …</translation>
    </message>
    <message>
        <source>Add the LLM results of a folder of MLCommons&apos; published MLPerf Inference results as audited results, after a preview</source>
        <translation>Die LLM-Ergebnisse eines Ordners der von MLCommons veröffentlichten MLPerf-Inference-Ergebnisse als geprüfte Ergebnisse hinzufügen, nach einer Vorschau</translation>
    </message>
    <message>
        <source>%1 of %2 results</source>
        <translation>%1 von %2 Ergebnissen</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>E&amp;rgebnisse</translation>
    </message>
    <message>
        <source>Export resu&amp;lts...</source>
        <translation>E&amp;rgebnisse exportieren …</translation>
    </message>
    <message>
        <source>&amp;Own or rent...</source>
        <translation>&amp;Kaufen oder mieten …</translation>
    </message>
    <message>
        <source>What owning the selected chip or system costs per hour against renting it, and whether a facility can power it</source>
        <translation>Was der Besitz des ausgewählten Chips oder Systems pro Stunde kostet, verglichen mit Mieten, und ob ein Rechenzentrum ihn mit Strom versorgen kann</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was hat sich geändert</translation>
    </message>
    <message>
        <source>Saved snapshots of the catalog, and what changed between them or since (Ctrl+Shift+W)</source>
        <translation>Gespeicherte Schnappschüsse des Katalogs und was sich zwischen ihnen oder seitdem geändert hat (Strg+Umschalt+W)</translation>
    </message>
    <message>
        <source>Take s&amp;napshot...</source>
        <translation>S&amp;chnappschuss aufnehmen …</translation>
    </message>
    <message>
        <source>Record every entry of the catalog as it is now, to see later what changed</source>
        <translation>Jeden Eintrag des Katalogs so festhalten, wie er jetzt ist, um später zu sehen, was sich geändert hat</translation>
    </message>
    <message>
        <source>&amp;What changed</source>
        <translation>&amp;Was hat sich geändert</translation>
    </message>
    <message>
        <source>The catalog&apos;s saved snapshots, and what changed between them or since</source>
        <translation>Die gespeicherten Schnappschüsse des Katalogs und was sich zwischen ihnen oder seitdem geändert hat</translation>
    </message>
    <message>
        <source>Price &amp;history...</source>
        <translation>&amp;Preisverlauf …</translation>
    </message>
    <message>
        <source>The prices of the selected chip or system over time, from every offer that rents it</source>
        <translation>Die Preise des ausgewählten Chips oder Systems über die Zeit, aus jedem Angebot, das ihn vermietet</translation>
    </message>
    <message>
        <source>Save before showing %1?</source>
        <translation>Vor dem Anzeigen von %1 speichern?</translation>
    </message>
    <message>
        <source>Save before ChipAtlas quits?</source>
        <translation>Vor dem Beenden von ChipAtlas speichern?</translation>
    </message>
</context>
<context>
    <name>chipatlas::ModelEditDialog</name>
    <message>
        <source>New LLM Model</source>
        <translation>Neues LLM-Modell</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>One per line</source>
        <translation>Ein Eintrag pro Zeile</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>The model&apos;s id in the catalog: lowercase letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;; it cannot change once stored</source>
        <translation>Die ID des Modells im Katalog: Kleinbuchstaben, Ziffern, „.“, „-“ und „_“; nach dem Speichern nicht mehr änderbar</translation>
    </message>
    <message>
        <source>The model&apos;s name as its makers write it</source>
        <translation>Der Name des Modells in der Schreibweise seiner Entwickler</translation>
    </message>
    <message>
        <source>The family it belongs to, e.g. Llama 3.1</source>
        <translation>Die Familie, zu der es gehört, z. B. Llama 3.1</translation>
    </message>
    <message>
        <source>Parameters in billions, all experts and embeddings counted (tied embeddings once)</source>
        <translation>Parameter in Milliarden, alle Experten und Embeddings mitgezählt (gekoppelte Embeddings nur einmal)</translation>
    </message>
    <message>
        <source>Parameters in billions one token uses: the shared weights, the routed and shared experts it takes; the total for a dense model</source>
        <translation>Parameter in Milliarden, die ein Token nutzt: die gemeinsamen Gewichte sowie die gerouteten und gemeinsamen Experten, die es durchläuft; bei einem dichten Modell die Gesamtzahl</translation>
    </message>
    <message>
        <source>Transformer layers (num_hidden_layers in config.json)</source>
        <translation>Transformer-Schichten (num_hidden_layers in config.json)</translation>
    </message>
    <message>
        <source>Width of the hidden state (hidden_size in config.json)</source>
        <translation>Breite des verborgenen Zustands (hidden_size in config.json)</translation>
    </message>
    <message>
        <source>Query heads per layer</source>
        <translation>Query-Heads pro Schicht</translation>
    </message>
    <message>
        <source>Key and value heads per layer (fewer than the query heads with grouped-query attention)</source>
        <translation>Key- und Value-Heads pro Schicht (bei Grouped-Query Attention weniger als Query-Heads)</translation>
    </message>
    <message>
        <source>Width of one attention head</source>
        <translation>Breite eines Attention-Heads</translation>
    </message>
    <message>
        <source>MHA, GQA, MQA or MLA, and whether a sliding window applies to every layer or to alternating ones</source>
        <translation>MHA, GQA, MQA oder MLA und ob ein Sliding Window für jede Schicht oder für abwechselnde Schichten gilt</translation>
    </message>
    <message>
        <source>MLA only: width of the compressed latent the KV cache keeps per layer</source>
        <translation>Nur MLA: Breite des komprimierten Latent-Vektors, den der KV-Cache pro Schicht hält</translation>
    </message>
    <message>
        <source>MLA only: width of the rotary key cached beside the latent</source>
        <translation>Nur MLA: Breite des RoPE-Keys, der neben dem Latent-Vektor im Cache liegt</translation>
    </message>
    <message>
        <source>Tokens a sliding-window layer attends to, from config.json; empty without one</source>
        <translation>Tokens, die eine Sliding-Window-Schicht berücksichtigt, aus config.json; leer, wenn es kein Sliding Window gibt</translation>
    </message>
    <message>
        <source>The longest context the model card supports, in tokens</source>
        <translation>Der längste Kontext, den das Modell laut Model Card unterstützt, in Tokens</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary</source>
        <translation>Tokens im Vokabular</translation>
    </message>
    <message>
        <source>The precision the makers publish the weights in, e.g. bf16</source>
        <translation>Die Genauigkeit, in der die Entwickler die Gewichte veröffentlichen, z. B. bf16</translation>
    </message>
    <message>
        <source>The licence the weights are published under</source>
        <translation>Die Lizenz, unter der die Gewichte veröffentlicht sind</translation>
    </message>
    <message>
        <source>The config.json and model card the figures come from, one address per line</source>
        <translation>config.json und Model Card, aus denen die Kennzahlen stammen, eine Adresse pro Zeile</translation>
    </message>
    <message>
        <source>How figures were read or computed</source>
        <translation>Wie die Kennzahlen abgelesen oder berechnet wurden</translation>
    </message>
    <message>
        <source>The parameter count as the model card states it, for comparison with the computed one</source>
        <translation>Die Parameterzahl laut Model Card, zum Vergleich mit der berechneten</translation>
    </message>
    <message>
        <source>The Hugging Face repository, e.g. meta-llama/Llama-3.1-8B</source>
        <translation>Das Repository auf Hugging Face, z. B. meta-llama/Llama-3.1-8B</translation>
    </message>
    <message>
        <source>max_position_embeddings as config.json gives it; may differ from the supported context</source>
        <translation>max_position_embeddings laut config.json; kann vom unterstützten Kontext abweichen</translation>
    </message>
    <message>
        <source>Width of the dense feed-forward layers</source>
        <translation>Breite der dichten Feed-Forward-Schichten</translation>
    </message>
    <message>
        <source>Width of one expert&apos;s feed-forward layer</source>
        <translation>Breite der Feed-Forward-Schicht eines Experten</translation>
    </message>
    <message>
        <source>Routed experts per mixture-of-experts layer</source>
        <translation>Geroutete Experten pro Mixture-of-Experts-Schicht</translation>
    </message>
    <message>
        <source>Routed experts each token goes through</source>
        <translation>Geroutete Experten, die ein Token jeweils durchläuft</translation>
    </message>
    <message>
        <source>Experts every token goes through</source>
        <translation>Gemeinsame Experten, die jedes Token durchläuft</translation>
    </message>
    <message>
        <source>Whether the output head shares the input embedding&apos;s weights</source>
        <translation>Ob der Ausgabe-Head die Gewichte des Eingabe-Embeddings mitnutzt</translation>
    </message>
    <message>
        <source>Parameters of the input embedding, in billions</source>
        <translation>Parameter des Eingabe-Embeddings, in Milliarden</translation>
    </message>
    <message>
        <source>Active parameters without the input embedding, in billions: what one decoding step reads</source>
        <translation>Aktive Parameter ohne das Eingabe-Embedding, in Milliarden: was ein Decode-Schritt liest</translation>
    </message>
    <message>
        <source>KV cache bytes per token over all layers at 16 bits (MLA: the latent), every layer keeping every token</source>
        <translation>KV-Cache in Byte pro Token über alle Schichten bei 16 Bit (MLA: der Latent-Vektor), wobei jede Schicht jedes Token hält</translation>
    </message>
    <message>
        <source>KV cache in GiB at the longest context, one sequence, 16 bits, sliding windows honoured</source>
        <translation>KV-Cache in GiB beim längsten Kontext, eine Sequenz, 16 Bit, Sliding Windows berücksichtigt</translation>
    </message>
</context>
<context>
    <name>chipatlas::NotPlottedDialog</name>
    <message>
        <source>Chips not plotted</source>
        <translation>Nicht dargestellte Chips</translation>
    </message>
    <message>
        <source>Search the chips not plotted</source>
        <translation>Die nicht dargestellten Chips durchsuchen</translation>
    </message>
    <message>
        <source>%1 of %2 chips</source>
        <translation>%1 von %2 Chips</translation>
    </message>
</context>
<context>
    <name>chipatlas::OfferEditDialog</name>
    <message>
        <source>The source shows no date</source>
        <translation>Die Quelle nennt kein Datum</translation>
    </message>
    <message>
        <source>Add Offer for %1</source>
        <translation>Angebot für %1 hinzufügen</translation>
    </message>
    <message>
        <source>Record Price of %1 %2</source>
        <translation>Preis von %1 %2 erfassen</translation>
    </message>
    <message>
        <source>e.g. AWS, Lambda</source>
        <translation>z. B. AWS, Lambda</translation>
    </message>
    <message>
        <source>e.g. us-east-1; empty when the source names none</source>
        <translation>z. B. us-east-1; leer, wenn die Quelle keine nennt</translation>
    </message>
    <message>
        <source>e.g. p5.48xlarge</source>
        <translation>z. B. p5.48xlarge</translation>
    </message>
    <message>
        <source>e.g. 1-year term; Capacity Block</source>
        <translation>z. B. 1 Jahr Laufzeit; Capacity Block</translation>
    </message>
    <message>
        <source>for the whole instance, per hour</source>
        <translation>für die ganze Instanz, pro Stunde</translation>
    </message>
    <message>
        <source>how the source dates the price, when it shows no date</source>
        <translation>wie die Quelle den Preis datiert, wenn sie kein Datum nennt</translation>
    </message>
    <message>
        <source>https://... or &quot;quote from our reseller, ref 1234&quot;</source>
        <translation>https://... oder „Angebot unseres Händlers, Ref. 1234“</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Für:</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Anbieter:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>&amp;Instance:</source>
        <translation>&amp;Instanz:</translation>
    </message>
    <message>
        <source>Pri&amp;cing:</source>
        <translation>Preis&amp;modell:</translation>
    </message>
    <message>
        <source>Pricing &amp;note:</source>
        <translation>Preis&amp;hinweis:</translation>
    </message>
    <message>
        <source>C&amp;hips per instance:</source>
        <translation>&amp;Chips pro Instanz:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Anmerkungen:</translation>
    </message>
    <message>
        <source>Offer id:</source>
        <translation>Angebots-ID:</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>Neuer Preis</translation>
    </message>
    <message>
        <source>Price per instance &amp;hour:</source>
        <translation>&amp;Preis pro Instanzstunde:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>&amp;Seen on:</source>
        <translation>&amp;Stand:</translation>
    </message>
    <message>
        <source>How &amp;dated:</source>
        <translation>&amp;Datierung:</translation>
    </message>
    <message>
        <source>S&amp;ource:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>Per instance-h</source>
        <translation>Pro Instanz-h</translation>
    </message>
    <message>
        <source>Per chip-h</source>
        <translation>Pro Chip-h</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Price history (kept; the new price is added):</source>
        <translation>Preisverlauf (bleibt erhalten; der neue Preis wird hinzugefügt):</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>mitgeliefert</translation>
    </message>
    <message>
        <source>Price per instance hour (per_instance_hour): required</source>
        <translation>Preis pro Instanzstunde (per_instance_hour): erforderlich</translation>
    </message>
    <message>
        <source>Price per instance hour (per_instance_hour): %1</source>
        <translation>Preis pro Instanzstunde (per_instance_hour): %1</translation>
    </message>
    <message>
        <source>How dated (seen_note): say how the source dates an undated price</source>
        <translation>Datierung (seen_note): angeben, wie die Quelle einen Preis ohne Datum datiert</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>Preisverlauf</translation>
    </message>
    <message>
        <source>On-demand (by the hour, no commitment), reserved (for a term) or spot (interruptible)</source>
        <translation>On-Demand (stundenweise, ohne Bindung), reserviert (für eine Laufzeit) oder Spot (unterbrechbar)</translation>
    </message>
    <message>
        <source>How many chips one instance has; the price per chip-hour divides by it</source>
        <translation>Wie viele Chips eine Instanz hat; für den Preis pro Chipstunde wird durch diese Zahl geteilt</translation>
    </message>
    <message>
        <source>Anything else about the offer worth knowing</source>
        <translation>Weitere wissenswerte Angaben zum Angebot</translation>
    </message>
    <message>
        <source>The ISO 4217 code of the price&apos;s currency, e.g. USD</source>
        <translation>Der Code der Währung des Preises nach ISO 4217, z. B. USD</translation>
    </message>
    <message>
        <source>The day the price was seen at its source</source>
        <translation>Der Tag, an dem der Preis bei der Quelle gesehen wurde</translation>
    </message>
    <message>
        <source>Check when the source gives the price without a date; say how it is dated below</source>
        <translation>Ankreuzen, wenn die Quelle den Preis ohne Datum angibt; darunter angeben, wie er datiert ist</translation>
    </message>
    <message>
        <source>Every price recorded for this offer, newest first: per instance-hour, per chip-hour, the day it was seen and where</source>
        <translation>Jeder für dieses Angebot erfasste Preis, der neueste zuerst: pro Instanzstunde, pro Chipstunde, der Tag, an dem er gesehen wurde, und wo</translation>
    </message>
</context>
<context>
    <name>chipatlas::OfflineBanner</name>
    <message>
        <source>Try now</source>
        <translation>Jetzt versuchen</translation>
    </message>
    <message>
        <source>The team server %1 cannot be reached since %2. Showing the catalog as it was;</source>
        <translation>Der Team-Server %1 ist seit %2 nicht erreichbar. Der Katalog wird im letzten bekannten Stand angezeigt;</translation>
    </message>
    <message>
        <source>edits wait until it is back.</source>
        <translation>Änderungen warten, bis er wieder erreichbar ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n edits are waiting and will be saved when it is back.</source>
        <translation>
            <numerusform>%n Änderung wartet und wird gespeichert, sobald er wieder erreichbar ist.</numerusform>
            <numerusform>%n Änderungen warten und werden gespeichert, sobald er wieder erreichbar ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next try in %n s.</source>
        <translation>
            <numerusform>Nächster Versuch in %n s.</numerusform>
            <numerusform>Nächster Versuch in %n s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trying to reach it...</source>
        <translation>Verbindungsversuch läuft …</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipAnswers</name>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipChartPanel</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Report as CSV…</source>
        <translation>Bericht als CSV …</translation>
    </message>
    <message>
        <source>Report as JSON…</source>
        <translation>Bericht als JSON …</translation>
    </message>
    <message>
        <source>Report as Markdown memo…</source>
        <translation>Bericht als Markdown-Vermerk …</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>Diagramm als PNG …</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>Diagramm als SVG …</translation>
    </message>
    <message>
        <source>Chart points as CSV…</source>
        <translation>Diagrammpunkte als CSV …</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export report as CSV</source>
        <translation>Bericht als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>Bericht als JSON exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export report as a Markdown memo</source>
        <translation>Bericht als Markdown-Vermerk exportieren</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Markdown-Dateien (*.md)</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipForm</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rent at:</source>
        <translation>Mieten bei:</translation>
    </message>
    <message>
        <source>The rental offer owning is compared with; by default the cheapest on-demand offer for this hardware</source>
        <translation>Das Mietangebot, mit dem der Kauf verglichen wird; standardmäßig das günstigste On-Demand-Angebot für diese Hardware</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>The language model whose tokens the cost per million tokens counts</source>
        <translation>Das Sprachmodell, dessen Token die Kosten pro Million Token zählen</translation>
    </message>
    <message>
        <source>The cheapest on-demand offer</source>
        <translation>Das günstigste On-Demand-Angebot</translation>
    </message>
    <message>
        <source>None: no cost per million tokens</source>
        <translation>Keines: keine Kosten pro Million Token</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>chips per server</source>
        <translation>Chips pro Server</translation>
    </message>
    <message>
        <source>ISO 4217 code</source>
        <translation>ISO-4217-Code</translation>
    </message>
    <message>
        <source>%1 per system</source>
        <translation>%1 pro System</translation>
    </message>
    <message>
        <source>%1 per chip</source>
        <translation>%1 pro Chip</translation>
    </message>
    <message>
        <source>% of the price</source>
        <translation>% des Preises</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>W per system</source>
        <translation>W pro System</translation>
    </message>
    <message>
        <source>W per server</source>
        <translation>W pro Server</translation>
    </message>
    <message>
        <source>x chips x TDP</source>
        <translation>× Chips × TDP</translation>
    </message>
    <message>
        <source>x IT power</source>
        <translation>× IT-Leistung</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 pro kWh</translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>%1 pro kW und Monat</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>%1 pro Jahr</translation>
    </message>
    <message>
        <source>% of hours</source>
        <translation>% der Stunden</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>kW pro Rack</translation>
    </message>
    <message>
        <source>MW of IT power</source>
        <translation>MW IT-Leistung</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipScenarioBar</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Re&amp;name...</source>
        <translation>&amp;Umbenennen …</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>S&amp;cenario:</source>
        <translation>S&amp;zenario:</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>The saved scenarios of this hardware first, then those of all other hardware; a scenario of other hardware shows that hardware</source>
        <translation>Zuerst die gespeicherten Szenarien dieser Hardware, dann die aller anderen; ein Szenario anderer Hardware zeigt diese Hardware</translation>
    </message>
    <message>
        <source>Save the assumptions under this scenario&apos;s name</source>
        <translation>Die Annahmen unter dem Namen dieses Szenarios speichern</translation>
    </message>
    <message>
        <source>Save the assumptions as a new scenario</source>
        <translation>Die Annahmen als neues Szenario speichern</translation>
    </message>
    <message>
        <source>New for %1</source>
        <translation>Neu für %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1 (geändert)</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipView</name>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Another system under the same scenario, side by side: the site and the money stay, its own price, power and offer apply</source>
        <translation>Ein weiteres System im selben Szenario, nebeneinander: Standort und Finanzen bleiben, sein eigener Preis, seine Leistung und sein Angebot gelten</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>&amp;Vergleichen mit:</translation>
    </message>
    <message>
        <source>Hardware:</source>
        <translation>Hardware:</translation>
    </message>
    <message>
        <source>No saved scenario &quot;%1&quot;: showing the defaults.</source>
        <translation>Kein gespeichertes Szenario „%1“: die Standardwerte werden gezeigt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing: one system</source>
        <translation>Nichts: ein System</translation>
    </message>
    <message>
        <source>Own or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>Own or rent: %1</source>
        <translation>Kaufen oder mieten: %1</translation>
    </message>
    <message>
        <source>Own or rent: %1 and %2</source>
        <translation>Kaufen oder mieten: %1 und %2</translation>
    </message>
    <message>
        <source>save scenario %1</source>
        <translation>Szenario %1 speichern</translation>
    </message>
    <message>
        <source>add scenario %1</source>
        <translation>Szenario %1 hinzufügen</translation>
    </message>
    <message>
        <source>rename scenario %1 to %2</source>
        <translation>Szenario %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>delete scenario %1</source>
        <translation>Szenario %1 löschen</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>Name of the scenario:</source>
        <translation>Name des Szenarios:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>New name of the scenario:</source>
        <translation>Neuer Name des Szenarios:</translation>
    </message>
    <message>
        <source>Could not %1; nothing was changed.</source>
        <translation>%1 fehlgeschlagen; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Saved: %1.</source>
        <translation>Gespeichert: %1.</translation>
    </message>
    <message>
        <source>Nothing to save: %1.</source>
        <translation>Nichts zu speichern: %1.</translation>
    </message>
    <message>
        <source>Save before showing &quot;%1&quot;?</source>
        <translation>Vor dem Anzeigen von „%1“ speichern?</translation>
    </message>
    <message>
        <source>Save before showing a new scenario for %1?</source>
        <translation>Vor dem Anzeigen eines neuen Szenarios für %1 speichern?</translation>
    </message>
    <message>
        <source>The new scenario for %1 is not saved.</source>
        <translation>Das neue Szenario für %1 ist nicht gespeichert.</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; has changes that are not saved.</source>
        <translation>Das Szenario „%1“ hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>Save before closing?</source>
        <translation>Vor dem Schließen speichern?</translation>
    </message>
</context>
<context>
    <name>chipatlas::PasswordDialog</name>
    <message>
        <source>Team Catalog Password</source>
        <translation>Passwort für den Team-Katalog</translation>
    </message>
    <message>
        <source>&lt;b&gt;Password of %1 for the team catalog %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;Passwort von %1 für den Team-Katalog %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Your password on the team server, for this connection; it is not stored</source>
        <translation>Ihr Passwort auf dem Team-Server, für diese Verbindung; es wird nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>chipatlas::PasswordStore</name>
    <message>
        <source>Access to the keychain was refused.</source>
        <translation>Der Zugriff auf den Schlüsselbund wurde verweigert.</translation>
    </message>
    <message>
        <source>No keychain is available (no Secret Service such as GNOME Keyring or KWallet is running).</source>
        <translation>Es ist kein Schlüsselbund verfügbar (es läuft kein Secret Service wie GNOME Keyring oder KWallet).</translation>
    </message>
    <message>
        <source>The keychain could not be used (it may be locked or no Secret Service is running): %1</source>
        <translation>Der Schlüsselbund konnte nicht verwendet werden (er ist vielleicht gesperrt, oder es läuft kein Secret Service): %1</translation>
    </message>
    <message numerus="yes">
        <source>The keychain did not answer within %n second(s).</source>
        <translation>
            <numerusform>Der Schlüsselbund hat nicht innerhalb von %n Sekunde geantwortet.</numerusform>
            <numerusform>Der Schlüsselbund hat nicht innerhalb von %n Sekunden geantwortet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::PendingQuitPrompt</name>
    <message numerus="yes">
        <source>%n edits have not been saved: the team server %1 cannot be reached.</source>
        <translation>
            <numerusform>%n Änderung wurde nicht gespeichert: der Team-Server %1 ist nicht erreichbar.</numerusform>
            <numerusform>%n Änderungen wurden nicht gespeichert: der Team-Server %1 ist nicht erreichbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for the server to save them (the window closes once they are saved), or save them to a file that Import reads, and quit.</source>
        <translation>Warten Sie, bis der Server sie speichert (das Fenster schließt sich, sobald sie gespeichert sind), oder speichern Sie sie in einer Datei, die der Import einlesen kann, und beenden Sie.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them cannot go into a file (deletions, reverts, models or prices) and are lost if you quit now.</source>
        <translation>
            <numerusform>Eine davon kann nicht in eine Datei geschrieben werden (eine Löschung, eine Zurücksetzung, ein Modell oder ein Preis) und geht verloren, wenn Sie jetzt beenden.</numerusform>
            <numerusform>%n davon können nicht in eine Datei geschrieben werden (Löschungen, Zurücksetzungen, Modelle oder Preise) und gehen verloren, wenn Sie jetzt beenden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for the server</source>
        <translation>Auf den Server warten</translation>
    </message>
    <message>
        <source>Save to file and quit...</source>
        <translation>In Datei speichern und beenden …</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Trotzdem beenden</translation>
    </message>
    <message>
        <source>Save the Waiting Edits</source>
        <translation>Wartende Änderungen speichern</translation>
    </message>
    <message>
        <source>JSON catalog (*.json)</source>
        <translation>JSON-Katalog (*.json)</translation>
    </message>
</context>
<context>
    <name>chipatlas::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <source>C&amp;alculations</source>
        <translation>&amp;Berechnungen</translation>
    </message>
    <message>
        <source>Ca&amp;talog</source>
        <translation>&amp;Katalog</translation>
    </message>
    <message>
        <source>the team catalog %1</source>
        <translation>den Teamkatalog %1</translation>
    </message>
    <message>
        <source>the catalog file %1</source>
        <translation>die Katalogdatei %1</translation>
    </message>
    <message>
        <source>This window shows %1.
ChipAtlas opens %2 at start, unless the command line names another.</source>
        <translation>Dieses Fenster zeigt %1.
ChipAtlas öffnet beim Start %2, sofern die Befehlszeile keinen anderen nennt.</translation>
    </message>
    <message>
        <source>Catalog &amp;Settings...</source>
        <translation>Katalog&amp;einstellungen …</translation>
    </message>
    <message>
        <source>Choose the catalog: a file on this computer or a team server</source>
        <translation>Den Katalog wählen: eine Datei auf diesem Computer oder einen Team-Server</translation>
    </message>
    <message>
        <source>Language, theme and memory units</source>
        <translation>Sprache, Farbschema und Speichereinheiten</translation>
    </message>
    <message>
        <source>Defaults of the calculations: precision, headroom, memory budget, offer and currency</source>
        <translation>Vorgaben für die Berechnungen: Genauigkeit, Reserve, Speicherbudget, Angebot und Währung</translation>
    </message>
    <message>
        <source>Where the catalog is kept: this computer or a team server</source>
        <translation>Wo der Katalog liegt: auf diesem Computer oder auf einem Team-Server</translation>
    </message>
</context>
<context>
    <name>chipatlas::PriceEditDialog</name>
    <message>
        <source>Price of %1</source>
        <translation>Preis von %1</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>URL or e.g. &quot;AWS on-demand, us-east-1&quot;</source>
        <translation>URL oder z. B. „AWS on-demand, us-east-1“</translation>
    </message>
    <message>
        <source>What one %1 costs you per hour: a cloud quote, a negotiated rate or an amortised purchase. ChipAtlas ships no prices.</source>
        <translation>Was ein %1 Sie pro Stunde kostet: ein Cloud-Angebot, ein ausgehandelter Tarif oder ein abgeschriebener Kauf. ChipAtlas liefert keine Preise mit.</translation>
    </message>
    <message>
        <source>&amp;Price per chip-hour (USD):</source>
        <translation>&amp;Preis pro Chipstunde (USD):</translation>
    </message>
    <message>
        <source>&amp;Date of the quote:</source>
        <translation>&amp;Datum des Angebots:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>&amp;Remove price</source>
        <translation>Preis &amp;entfernen</translation>
    </message>
    <message>
        <source>Price per chip-hour: enter an amount in USD.</source>
        <translation>Preis pro Chipstunde: einen Betrag in USD eingeben.</translation>
    </message>
    <message>
        <source>Price per chip-hour: &quot;%1&quot; is not a number.</source>
        <translation>Preis pro Chipstunde: „%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>Price per chip-hour: must be greater than zero.</source>
        <translation>Preis pro Chipstunde: muss größer als null sein.</translation>
    </message>
    <message>
        <source>Date of the quote: enter a valid date.</source>
        <translation>Datum des Angebots: ein gültiges Datum eingeben.</translation>
    </message>
    <message>
        <source>Date of the quote: %1 is in the future.</source>
        <translation>Datum des Angebots: %1 liegt in der Zukunft.</translation>
    </message>
    <message>
        <source>Source: say where the price comes from (a URL or a short description).</source>
        <translation>Quelle: angeben, woher der Preis stammt (eine URL oder eine kurze Beschreibung).</translation>
    </message>
    <message>
        <source>The day the price was quoted; a cost shows how old its price is</source>
        <translation>Der Tag des Angebots; bei Kosten wird angezeigt, wie alt ihr Preis ist</translation>
    </message>
    <message>
        <source>Price per chip-hour: %1 is below %2, the smallest price.</source>
        <translation>Preis pro Chip-Stunde: %1 liegt unter %2, dem kleinsten Preis.</translation>
    </message>
</context>
<context>
    <name>chipatlas::PriceHistoryView</name>
    <message>
        <source>Price history</source>
        <translation>Preisverlauf</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>Diagramm als PNG …</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>Diagramm als SVG …</translation>
    </message>
    <message>
        <source>Prices as CSV…</source>
        <translation>Preise als CSV …</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Loading the catalog...</source>
        <translation>Katalog wird geladen …</translation>
    </message>
    <message>
        <source>Not drawn (no date):</source>
        <translation>Nicht gezeichnet (ohne Datum):</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export price history</source>
        <translation>Preisverlauf exportieren</translation>
    </message>
</context>
<context>
    <name>chipatlas::QuickSearch</name>
    <message>
        <source>Go to a chip, system or model: name, vendor or id</source>
        <translation>Zu einem Chip, System oder Modell springen: Name, Hersteller oder ID</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>Suche läuft …</translation>
    </message>
    <message>
        <source>chip</source>
        <comment>quick search: the kind of a row</comment>
        <translation>Chip</translation>
    </message>
    <message>
        <source>system</source>
        <comment>quick search: the kind of a row</comment>
        <translation>System</translation>
    </message>
    <message>
        <source>model</source>
        <comment>quick search: the kind of a row</comment>
        <translation>Modell</translation>
    </message>
    <message>
        <source>No chip, system or model matches “%1”.</source>
        <translation>Kein Chip, System oder Modell passt zu „%1“.</translation>
    </message>
    <message>
        <source>Type words of a name, vendor or id. Esc: close</source>
        <translation>Wörter eines Namens, Herstellers oder einer ID eingeben. Esc: schließen</translation>
    </message>
    <message>
        <source>↑↓: choose. Enter: open the model-fit calculator on it. Esc: close</source>
        <translation>↑↓: auswählen. Eingabe: den Modell-Fit-Rechner dafür öffnen. Esc: schließen</translation>
    </message>
    <message>
        <source>↑↓: choose. Enter: show it in the table. Ctrl+Enter or Shift+Enter: add it to the comparison. Esc: close</source>
        <translation>↑↓: auswählen. Eingabe: in der Tabelle zeigen. Strg+Eingabe oder Umschalt+Eingabe: zum Vergleich hinzufügen. Esc: schließen</translation>
    </message>
    <message>
        <source>Quick search</source>
        <translation>Schnellsuche</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>The chips, systems and models that match, best first; Up and Down choose one, Enter goes to it</source>
        <translation>Die passenden Chips, Systeme und Modelle, die besten Treffer zuerst; die Pfeiltasten nach oben und unten wählen einen aus, Eingabe springt dorthin</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultEditDialog</name>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>… und %n weiteres Problem</numerusform>
            <numerusform>… und %n weitere Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Record My Own Run</source>
        <translation>Eigenen Lauf erfassen</translation>
    </message>
    <message>
        <source>Edit Result %1</source>
        <translation>Ergebnis %1 bearbeiten</translation>
    </message>
    <message>
        <source>e.g. my-llama2-70b-h200-offline (lowercase letters, digits, &apos;-&apos;, &apos;.&apos;)</source>
        <translation>z. B. my-llama2-70b-h200-offline (Kleinbuchstaben, Ziffern, „-“, „.“)</translation>
    </message>
    <message>
        <source>The id of a stored result cannot change</source>
        <translation>Die ID eines gespeicherten Ergebnisses kann sich nicht ändern</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>What ran</source>
        <translation>Was lief</translation>
    </message>
    <message>
        <source>On what, and how fast</source>
        <translation>Worauf, und wie schnell</translation>
    </message>
    <message>
        <source>Whose claim</source>
        <translation>Wessen Angabe</translation>
    </message>
    <message>
        <source>A chip figure measured</source>
        <translation>Ein gemessener Chipwert</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <source>Who makes the claim: your own run, an audited benchmark (MLPerf), an independent measurement or a vendor&apos;s claim</source>
        <translation>Wer die Angabe macht: Ihr eigener Lauf, ein geprüfter Benchmark (MLPerf), eine unabhängige Messung oder die Angabe eines Herstellers</translation>
    </message>
    <message>
        <source>The chip or system it ran on</source>
        <translation>Der Chip oder das System, auf dem es lief</translation>
    </message>
    <message>
        <source>a catalog model, or a name</source>
        <translation>ein Modell des Katalogs oder ein Name</translation>
    </message>
    <message>
        <source>A model of the catalog, or type the name of one it does not have</source>
        <translation>Ein Modell des Katalogs, oder den Namen eines Modells eintippen, das er nicht hat</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>A URL, or where the numbers are written down</source>
        <translation>Eine URL, oder wo die Zahlen notiert sind</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <source>ID (id): &quot;%1&quot; is already used by another result.</source>
        <translation>ID (id): „%1“ wird bereits von einem anderen Ergebnis verwendet.</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultEditor</name>
    <message>
        <source>&amp;Record my own run...</source>
        <translation>&amp;Eigenen Lauf erfassen …</translation>
    </message>
    <message>
        <source>&amp;Edit result...</source>
        <translation>Ergebnis &amp;bearbeiten …</translation>
    </message>
    <message>
        <source>&amp;Delete result</source>
        <translation>Ergebnis &amp;löschen</translation>
    </message>
    <message>
        <source>Record what your own run measured: the model, the hardware, the tokens per second; it is marked as yours, not audited</source>
        <translation>Erfassen, was Ihr eigener Lauf gemessen hat: Modell, Hardware, Token pro Sekunde; er wird als Ihrer markiert, nicht geprüft</translation>
    </message>
    <message>
        <source>Edit the selected measured result</source>
        <translation>Das ausgewählte Messergebnis bearbeiten</translation>
    </message>
    <message>
        <source>Delete the selected measured result; Undo brings it back</source>
        <translation>Das ausgewählte Messergebnis löschen; Rückgängig bringt es zurück</translation>
    </message>
    <message>
        <source>record result %1</source>
        <translation>Ergebnis %1 erfassen</translation>
    </message>
    <message>
        <source>Recorded your run %1, marked as yours.</source>
        <translation>Ihr Lauf %1 wurde erfasst und als Ihrer markiert.</translation>
    </message>
    <message>
        <source>edit result %1</source>
        <translation>Ergebnis %1 bearbeiten</translation>
    </message>
    <message>
        <source>delete result %1</source>
        <translation>Ergebnis %1 löschen</translation>
    </message>
    <message>
        <source>Deleted. Undo brings the result back.</source>
        <translation>Gelöscht. Rückgängig bringt das Ergebnis zurück.</translation>
    </message>
    <message>
        <source>Could not edit the result.</source>
        <translation>Das Ergebnis konnte nicht bearbeitet werden.</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultTableModel</name>
    <message>
        <source>%1 of the published %2</source>
        <translation>%1 der veröffentlichten %2</translation>
    </message>
    <message>
        <source>Measured above the published figure: an error in the data or in the datasheet.</source>
        <translation>Über dem veröffentlichten Wert gemessen: ein Fehler in den Daten oder im Datenblatt.</translation>
    </message>
    <message numerus="yes">
        <source>Bound: %1 tok/s on %n chip(s), %2</source>
        <translation>
            <numerusform>Obergrenze: %1 tok/s auf %n Chip, %2</numerusform>
            <numerusform>Obergrenze: %1 tok/s auf %n Chips, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>above its bound</source>
        <translation>über seiner Obergrenze</translation>
    </message>
    <message>
        <source>Measured value: %1 %2</source>
        <translation>Gemessener Wert: %1 %2</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>Werkzeug: %1</translation>
    </message>
    <message>
        <source>Size: %1</source>
        <translation>Größe: %1</translation>
    </message>
    <message>
        <source>Checkpoint: %1</source>
        <translation>Checkpoint: %1</translation>
    </message>
    <message>
        <source>Quantization: %1</source>
        <translation>Quantisierung: %1</translation>
    </message>
    <message>
        <source>Weights: %1, KV cache: %2</source>
        <translation>Gewichte: %1, KV-Cache: %2</translation>
    </message>
    <message>
        <source>Computed: %1 tok/s over %2 chips</source>
        <translation>Berechnet: %1 tok/s über %2 Chips</translation>
    </message>
    <message>
        <source>Published by: %1</source>
        <translation>Veröffentlicht von: %1</translation>
    </message>
    <message>
        <source>MLPerf result: %1 (%2 division)</source>
        <translation>MLPerf-Ergebnis: %1 (Division %2)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Gesamt (%1)</translation>
    </message>
    <message>
        <source>Per chip (%1)</source>
        <translation>Pro Chip (%1)</translation>
    </message>
    <message>
        <source>Per user (%1)</source>
        <translation>Pro Nutzer (%1)</translation>
    </message>
    <message>
        <source>Bound (%1)</source>
        <translation>Obergrenze (%1)</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>Effizienz (%)</translation>
    </message>
    <message>
        <source>Binding bound</source>
        <translation>Bindende Grenze</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Whose claim</source>
        <translation>Wessen Angabe</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The calculator&apos;s decode bound for the same model, hardware, count, precision, batch or concurrency and lengths: output tokens per second of all the hardware</source>
        <translation>Die Decode-Obergrenze des Rechners für dasselbe Modell, dieselbe Hardware, Anzahl, Präzision, Batch oder Parallelität und Längen: ausgegebene Token pro Sekunde der gesamten Hardware</translation>
    </message>
    <message>
        <source>Measured / bound, in percent; a chip figure measured: its fraction of the published figure</source>
        <translation>Gemessen / Obergrenze, in Prozent; ein gemessener Chipwert: sein Anteil am veröffentlichten Wert</translation>
    </message>
    <message>
        <source>Which bound binds: memory bandwidth or dense compute</source>
        <translation>Welche Grenze bindet: Speicherbandbreite oder dichte Rechenleistung</translation>
    </message>
    <message>
        <source>A result above its bound is an error in the data or in the formula</source>
        <translation>Ein Ergebnis über seiner Obergrenze ist ein Fehler in den Daten oder in der Formel</translation>
    </message>
    <message>
        <source>how many of which chip or system</source>
        <translation>wie viele von welchem Chip oder System</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultTableSection</name>
    <message>
        <source>Measured results</source>
        <translation>Messergebnisse</translation>
    </message>
    <message>
        <source>The measured results the filters let through, one per row: what ran, on what, how fast, and whose claim it is; the hardware&apos;s details, with all its results, are in the details pane</source>
        <translation>Die Messergebnisse, die die Filter durchlassen, eines pro Zeile: was lief, worauf, wie schnell und wessen Angabe es ist; die Details der Hardware mit all ihren Ergebnissen stehen im Detailbereich</translation>
    </message>
    <message>
        <source>All claims</source>
        <translation>Alle Angaben</translation>
    </message>
    <message>
        <source>Show only audited benchmarks, independent measurements, vendors&apos; claims or your own runs</source>
        <translation>Nur geprüfte Benchmarks, unabhängige Messungen, Herstellerangaben oder Ihre eigenen Läufe zeigen</translation>
    </message>
    <message>
        <source>&amp;Whose claim:</source>
        <translation>&amp;Wessen Angabe:</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultTransfer</name>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n neues Ergebnis</numerusform>
            <numerusform>%n neue Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <source>the catalog is still loading; import the results once it has loaded</source>
        <translation>der Katalog wird noch geladen; importieren Sie die Ergebnisse, sobald er geladen ist</translation>
    </message>
    <message>
        <source>Import MLPerf Results</source>
        <translation>MLPerf-Ergebnisse importieren</translation>
    </message>
    <message>
        <source>Export Results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON files (*.json)</source>
        <translation>CSV-Dateien (*.csv);;JSON-Dateien (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n result(s) to %1…</source>
        <translation>
            <numerusform>%n Ergebnis wird nach %1 exportiert …</numerusform>
            <numerusform>%n Ergebnisse werden nach %1 exportiert …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n result(s) to %1.</source>
        <translation>
            <numerusform>%n Ergebnis nach %1 exportiert.</numerusform>
            <numerusform>%n Ergebnisse nach %1 exportiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::SessionEditor</name>
    <message>
        <source>Could not %1; nothing was changed.</source>
        <translation>%1 ist fehlgeschlagen; es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>chipatlas::SnapshotListPanel</name>
    <message>
        <source>Re&amp;name...</source>
        <translation>&amp;Umbenennen …</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>Saved snapshots</source>
        <translation>Gespeicherte Schnappschüsse</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Schnappschuss</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Aufgenommen</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Anlass</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Enthält</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Record every entry of the catalog as it is now, under a name (Ctrl+Shift+T)</source>
        <translation>Jeden Eintrag des Katalogs so festhalten, wie er jetzt ist, unter einem Namen (Strg+Umschalt+T)</translation>
    </message>
    <message>
        <source>Write the selected snapshot to a file that another catalog can import</source>
        <translation>Den ausgewählten Schnappschuss in eine Datei schreiben, die ein anderer Katalog importieren kann</translation>
    </message>
    <message>
        <source>Keep a snapshot file in this catalog, to compare with</source>
        <translation>Eine Schnappschussdatei in diesem Katalog behalten, um damit zu vergleichen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln Chip</numerusform>
            <numerusform>%Ln Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln system(s)</source>
        <translation>
            <numerusform>%Ln System</numerusform>
            <numerusform>%Ln Systeme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln offer(s)</source>
        <translation>
            <numerusform>%Ln Angebot</numerusform>
            <numerusform>%Ln Angebote</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s)</source>
        <translation>
            <numerusform>%Ln Modell</numerusform>
            <numerusform>%Ln Modelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln Ergebnis</numerusform>
            <numerusform>%Ln Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln scenario(s)</source>
        <translation>
            <numerusform>%Ln Szenario</numerusform>
            <numerusform>%Ln Szenarien</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Ta&amp;ke snapshot...</source>
        <translation>Schnappschuss auf&amp;nehmen …</translation>
    </message>
</context>
<context>
    <name>chipatlas::SnapshotNameDialog</name>
    <message>
        <source>Take Snapshot</source>
        <translation>Schnappschuss aufnehmen</translation>
    </message>
    <message>
        <source>Rename Snapshot</source>
        <translation>Schnappschuss umbenennen</translation>
    </message>
    <message>
        <source>Snapshot name</source>
        <translation>Name des Schnappschusses</translation>
    </message>
    <message>
        <source>A snapshot records every chip, system, offer with its prices, model, measured result and scenario of the catalog as it is now, to compare with later.</source>
        <translation>Ein Schnappschuss hält jeden Chip, jedes System, jedes Angebot mit seinen Preisen, jedes Modell, Messergebnis und Szenario des Katalogs so fest, wie er jetzt ist, um später damit zu vergleichen.</translation>
    </message>
    <message>
        <source>The snapshot keeps what it recorded; only its name changes.</source>
        <translation>Der Schnappschuss behält, was er festgehalten hat; nur sein Name ändert sich.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Snapshot note</source>
        <translation>Notiz zum Schnappschuss</translation>
    </message>
    <message>
        <source>optional, e.g. before the Q3 round of quotes</source>
        <translation>optional, z. B. vor der Angebotsrunde im 3. Quartal</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;otiz:</translation>
    </message>
    <message>
        <source>Another snapshot is called %1: choose another name.</source>
        <translation>Ein anderer Schnappschuss heißt %1: Wählen Sie einen anderen Namen.</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemEditDialog</name>
    <message>
        <source>The vendor&apos;s throughput totals count 2:4 sparsity</source>
        <translation>Die Durchsatzsummen des Herstellers zählen 2:4-Sparsity</translation>
    </message>
    <message>
        <source>New System</source>
        <translation>Neues System</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>e.g. acme-x1-8gpu-board (lowercase letters, digits, &apos;-&apos;, &apos;.&apos;)</source>
        <translation>z. B. acme-x1-8gpu-board (Kleinbuchstaben, Ziffern, „-“, „.“)</translation>
    </message>
    <message>
        <source>The id of a stored system cannot change</source>
        <translation>Die ID eines gespeicherten Systems kann sich nicht ändern</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <source>One URL per line</source>
        <translation>Eine URL pro Zeile</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>&amp;Hersteller:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>C&amp;hip:</source>
        <translation>&amp;Chip:</translation>
    </message>
    <message>
        <source>Chip &amp;count:</source>
        <translation>Chip&amp;anzahl:</translation>
    </message>
    <message>
        <source>&amp;Sources:</source>
        <translation>&amp;Quellen:</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>An&amp;merkungen:</translation>
    </message>
    <message>
        <source>Figures of the whole system</source>
        <translation>Kennzahlen des ganzen Systems</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Source URL</source>
        <translation>Quell-URL</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Numbers in stored units (TFLOPS, GB, GB/s, W). The totals a system adds up to are computed from its chip; enter the vendor&apos;s own totals only as the vendor states them.</source>
        <translation>Zahlen in den gespeicherten Einheiten (TFLOPS, GB, GB/s, W). Die Summen eines Systems werden aus seinem Chip berechnet; die eigenen Summen des Herstellers nur so eingeben, wie der Hersteller sie angibt.</translation>
    </message>
    <message>
        <source>ID (id): &quot;%1&quot; is already used by another system.</source>
        <translation>ID (id): „%1“ wird bereits von einem anderen System verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>… und %n weiteres Problem</numerusform>
            <numerusform>… und %n weitere Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>The company that sells the system</source>
        <translation>Das Unternehmen, das das System verkauft</translation>
    </message>
    <message>
        <source>The system&apos;s name as its vendor writes it</source>
        <translation>Der Name des Systems in der Schreibweise des Herstellers</translation>
    </message>
    <message>
        <source>The accelerator the system is built of, one of the catalog&apos;s chips</source>
        <translation>Der Beschleuniger, aus dem das System aufgebaut ist, einer der Chips des Katalogs</translation>
    </message>
    <message>
        <source>How many of those chips the system holds; its totals are this many times the chip&apos;s figures</source>
        <translation>Wie viele dieser Chips das System enthält; seine Summen sind die Kennzahlen des Chips, multipliziert mit dieser Anzahl</translation>
    </message>
    <message>
        <source>Check when the vendor&apos;s totals below are quoted with 2:4 sparsity, twice the dense throughput</source>
        <translation>Ankreuzen, wenn die Summen des Herstellers unten mit 2:4-Sparsity angegeben sind, also mit dem doppelten dichten Durchsatz</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemEditor</name>
    <message>
        <source>Add &amp;offer...</source>
        <translation>&amp;Angebot hinzufügen …</translation>
    </message>
    <message>
        <source>Record &amp;price...</source>
        <translation>&amp;Preis erfassen …</translation>
    </message>
    <message>
        <source>Add a board, rack or instance built of a catalog chip</source>
        <translation>Ein Board, Rack oder eine Instanz aus einem Chip des Katalogs hinzufügen</translation>
    </message>
    <message>
        <source>Add a rental offer for the selected chip or system</source>
        <translation>Ein Mietangebot für den ausgewählten Chip oder das ausgewählte System hinzufügen</translation>
    </message>
    <message>
        <source>Record a new price of an offer; the old prices stay</source>
        <translation>Einen neuen Preis für ein Angebot erfassen; die alten Preise bleiben erhalten</translation>
    </message>
    <message>
        <source>add system %1</source>
        <translation>System %1 hinzufügen</translation>
    </message>
    <message>
        <source>edit system %1</source>
        <translation>System %1 bearbeiten</translation>
    </message>
    <message>
        <source>delete system %1</source>
        <translation>System %1 löschen</translation>
    </message>
    <message>
        <source>Deleted. Undo brings the system back.</source>
        <translation>Gelöscht. „Rückgängig“ holt das System zurück.</translation>
    </message>
    <message>
        <source>record price of %1 %2</source>
        <translation>Preis von %1 %2 erfassen</translation>
    </message>
    <message>
        <source>add offer %1 %2</source>
        <translation>Angebot %1 %2 hinzufügen</translation>
    </message>
    <message>
        <source>Saved the price of %1 %2; the earlier prices stay.</source>
        <translation>Preis von %1 %2 gespeichert; die früheren Preise bleiben erhalten.</translation>
    </message>
    <message>
        <source>Could not edit the system.</source>
        <translation>Das System konnte nicht bearbeitet werden.</translation>
    </message>
    <message>
        <source>Could not record a price.</source>
        <translation>Der Preis konnte nicht erfasst werden.</translation>
    </message>
    <message>
        <source>Record Price</source>
        <translation>Preis erfassen</translation>
    </message>
    <message>
        <source>Offer:</source>
        <translation>Angebot:</translation>
    </message>
    <message>
        <source>&amp;New system...</source>
        <translation>&amp;Neues System …</translation>
    </message>
    <message>
        <source>&amp;Edit system...</source>
        <translation>System &amp;bearbeiten …</translation>
    </message>
    <message>
        <source>&amp;Delete system</source>
        <translation>System &amp;löschen</translation>
    </message>
    <message>
        <source>Delete the selected system, its offers and its measured results; Undo brings them back</source>
        <translation>Das ausgewählte System, seine Angebote und seine Messergebnisse löschen; „Rückgängig“ holt sie zurück</translation>
    </message>
    <message numerus="yes">
        <source>Deleted the system and its %n measured results. Undo brings them back.</source>
        <translation>
            <numerusform>System mit %n Messergebnis gelöscht. „Rückgängig“ holt sie zurück.</numerusform>
            <numerusform>System mit %n Messergebnissen gelöscht. „Rückgängig“ holt sie zurück.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemFitTableModel</name>
    <message>
        <source>no offer or price</source>
        <translation>kein Angebot oder Preis</translation>
    </message>
    <message>
        <source>chip %1 not in the catalog</source>
        <translation>Chip %1 nicht im Katalog</translation>
    </message>
    <message>
        <source>no number fits</source>
        <translation>keine Anzahl passt</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>no measured rate</source>
        <translation>keine gemessene Rate</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>✓ fits one domain, %1</source>
        <translation>✓ passt in eine Domäne, %1</translation>
    </message>
    <message>
        <source>✗ does not fit, %1</source>
        <translation>✗ passt nicht, %1</translation>
    </message>
    <message>
        <source>crosses scale-out</source>
        <translation>überquert Scale-out</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>No offer in USD for %1 and no price entered for its chip.</source>
        <translation>Kein Angebot in USD für %1 und kein Preis für seinen Chip eingegeben.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Scale-up domain (chips)</source>
        <translation>Scale-up-Domäne (Chips)</translation>
    </message>
    <message>
        <source>Fits one domain, margin</source>
        <translation>Passt in eine Domäne, Spielraum</translation>
    </message>
    <message>
        <source>Chips needed, memory alone</source>
        <translation>Benötigte Chips, nur Speicher</translation>
    </message>
    <message>
        <source>Domains needed</source>
        <translation>Benötigte Domänen</translation>
    </message>
    <message>
        <source>Crosses scale-out</source>
        <translation>Überquert Scale-out</translation>
    </message>
    <message>
        <source>Scale-up per chip</source>
        <translation>Scale-up pro Chip</translation>
    </message>
    <message>
        <source>Price (USD per chip-hour)</source>
        <translation>Preis (USD pro Chipstunde)</translation>
    </message>
    <message>
        <source>Cost at bound (USD per 1M tokens)</source>
        <translation>Kosten an der Obergrenze (USD pro 1 Mio. Tokens)</translation>
    </message>
    <message>
        <source>Cost at measured (USD per 1M tokens)</source>
        <translation>Kosten bei Messwert (USD pro 1 Mio. Tokens)</translation>
    </message>
    <message>
        <source>%1 at %2 systems, the fewest it fits on</source>
        <translation>%1 bei %2 Systemen, den wenigsten, auf die es passt</translation>
    </message>
    <message>
        <source>at %1 systems (%2 chips), the fewest it fits on</source>
        <translation>bei %1 Systemen (%2 Chips), den wenigsten, auf die es passt</translation>
    </message>
    <message>
        <source>USD per chip-hour × %1 chips / (tokens/s of all replicas × 3600) × 1e6</source>
        <translation>USD je Chip-Stunde × %1 Chips / (Tokens/s aller Replikate × 3600) × 1e6</translation>
    </message>
    <message>
        <source>One instance (TP × PP)</source>
        <translation>Eine Instanz (TP × PP)</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Memory per instance (%1)</source>
        <translation>Speicher je Instanz (%1)</translation>
    </message>
    <message>
        <source>Memory, all replicas (%1)</source>
        <translation>Speicher, alle Replikate (%1)</translation>
    </message>
    <message>
        <source>Decode per sequence ≤ (tok/s)</source>
        <translation>Decode je Sequenz ≤ (Tok/s)</translation>
    </message>
    <message>
        <source>Decode, all replicas ≤ (tok/s)</source>
        <translation>Decode, alle Replikate ≤ (Tok/s)</translation>
    </message>
    <message>
        <source>Measured per chip (tok/s)</source>
        <translation>Gemessen pro Chip (tok/s)</translation>
    </message>
    <message>
        <source>Efficiency (measured / bound)</source>
        <translation>Effizienz (gemessen / Obergrenze)</translation>
    </message>
    <message>
        <source>Cost, measured result or bound (USD per 1M tokens)</source>
        <translation>Kosten, gemessenes Ergebnis oder Obergrenze (USD pro 1 Mio. Tokens)</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemTableModel</name>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>The vendor does not say whether this figure is dense or sparse.</source>
        <translation>Der Hersteller sagt nicht, ob dieser Wert dicht (dense) oder dünn besetzt (sparse) ist.</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemTableSection</name>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>The systems the filters let through, one per row, with their totals; the selected system&apos;s figures and sources are in the details pane</source>
        <translation>Die Systeme, die die Filter durchlassen, eines pro Zeile, mit ihren Summen; die Werte und Quellen des ausgewählten Systems stehen in den Details</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemTransfer</name>
    <message numerus="yes">
        <source>%n new system(s)</source>
        <translation>
            <numerusform>%n neues System</numerusform>
            <numerusform>%n neue Systeme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new offer(s)</source>
        <translation>
            <numerusform>%n neues Angebot</numerusform>
            <numerusform>%n neue Angebote</numerusform>
        </translation>
    </message>
    <message>
        <source>not a systems or offers file</source>
        <translation>keine System- oder Angebotsdatei</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n new price(s))</source>
        <translation>
            <numerusform>%1 (%n neuer Preis)</numerusform>
            <numerusform>%1 (%n neue Preise)</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON files (*.json)</source>
        <translation>CSV-Dateien (*.csv);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export Systems</source>
        <translation>Systeme exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n system(s) to %1.</source>
        <translation>
            <numerusform>%n System nach %1 exportiert.</numerusform>
            <numerusform>%n Systeme nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Offers</source>
        <translation>Angebote exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n offer(s) to %1.</source>
        <translation>
            <numerusform>%n Angebot nach %1 exportiert.</numerusform>
            <numerusform>%n Angebote nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n system(s) to %1…</source>
        <translation>
            <numerusform>%n System wird nach %1 exportiert …</numerusform>
            <numerusform>%n Systeme werden nach %1 exportiert …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n offer(s) to %1…</source>
        <translation>
            <numerusform>%n Angebot wird nach %1 exportiert …</numerusform>
            <numerusform>%n Angebote werden nach %1 exportiert …</numerusform>
        </translation>
    </message>
    <message>
        <source>the catalog is still loading; import the file once it has loaded</source>
        <translation>der Katalog wird noch geladen; importieren Sie die Datei, sobald er geladen ist</translation>
    </message>
    <message>
        <source>Chip, system, offer or result files (*.csv *.json);;CSV files (*.csv);;JSON files (*.json)</source>
        <translation>Chip-, System-, Angebots- oder Ergebnisdateien (*.csv *.json);;CSV-Dateien (*.csv);;JSON-Dateien (*.json)</translation>
    </message>
</context>
<context>
    <name>chipatlas::UserGuideWindow</name>
    <message>
        <source>ChipAtlas User Guide</source>
        <translation>ChipAtlas-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>This build of ChipAtlas has no user guide.</source>
        <translation>Dieser Build von ChipAtlas enthält kein Benutzerhandbuch.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>user-guide.md</source>
        <extracomment>The file name of the user guide in this language, user-guide.LANG.md (docs/user-guide.LANG.md in the sources); user-guide.md while there is none.</extracomment>
        <translation>user-guide.de.md</translation>
    </message>
</context>
<context>
    <name>chipatlas::WhatChangedView</name>
    <message>
        <source>Snapshot %1</source>
        <translation>Schnappschuss %1</translation>
    </message>
    <message>
        <source>Delete Snapshot</source>
        <translation>Schnappschuss löschen</translation>
    </message>
    <message>
        <source>Delete the snapshot %1? What it recorded can no longer be compared with; the catalog&apos;s entries stay as they are. This cannot be undone.</source>
        <translation>Den Schnappschuss %1 löschen? Mit dem, was er festgehalten hat, kann dann nicht mehr verglichen werden; die Einträge des Katalogs bleiben, wie sie sind. Dies lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Export Snapshot</source>
        <translation>Schnappschuss exportieren</translation>
    </message>
    <message>
        <source>Snapshot files (*.json);;All files (*)</source>
        <translation>Schnappschussdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Snapshot</source>
        <translation>Schnappschuss importieren</translation>
    </message>
    <message>
        <source>Export Changes as CSV</source>
        <translation>Änderungen als CSV exportieren</translation>
    </message>
    <message>
        <source>Export Changes as a Markdown Memo</source>
        <translation>Änderungen als Markdown-Notiz exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Markdown-Dateien (*.md)</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>%1 wird geschrieben …</translation>
    </message>
    <message>
        <source>Exported the changes to %1.</source>
        <translation>Änderungen nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Export C&amp;SV...</source>
        <translation>C&amp;SV exportieren …</translation>
    </message>
    <message>
        <source>Export M&amp;arkdown...</source>
        <translation>Mar&amp;kdown exportieren …</translation>
    </message>
    <message>
        <source>Compare from snapshot</source>
        <translation>Vergleichen ab Schnappschuss</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Vergleich läuft</translation>
    </message>
    <message>
        <source>Kind of entry</source>
        <translation>Art des Eintrags</translation>
    </message>
    <message>
        <source>Kind of change</source>
        <translation>Art der Änderung</translation>
    </message>
    <message>
        <source>Filter the changes</source>
        <translation>Änderungen filtern</translation>
    </message>
    <message>
        <source>Filter by name, id, field or value</source>
        <translation>Nach Name, ID, Feld oder Wert filtern</translation>
    </message>
    <message>
        <source>Write the rows shown to a CSV file</source>
        <translation>Die gezeigten Zeilen in eine CSV-Datei schreiben</translation>
    </message>
    <message>
        <source>Write the rows shown as a Markdown memo: the two snapshots, the counts and a table per kind, price moves first</source>
        <translation>Die gezeigten Zeilen als Markdown-Notiz schreiben: die beiden Schnappschüsse, die Anzahlen und eine Tabelle je Art, Preisbewegungen zuerst</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>&amp;with</source>
        <translation>mi&amp;t</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>Alle Änderungen</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>The catalog has no snapshot %1 to compare.</source>
        <translation>Der Katalog hat keinen Schnappschuss %1 zum Vergleichen.</translation>
    </message>
    <message>
        <source>Comparing %1 with %2...</source>
        <translation>%1 wird mit %2 verglichen …</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The catalog has no snapshots yet. Take one (Ctrl+Shift+T) before a round of quotes or an import; an import, a copy and a catalog update take one by themselves.</source>
        <translation>Der Katalog hat noch keine Schnappschüsse. Nehmen Sie einen vor einer Angebotsrunde oder einem Import auf (Strg+Umschalt+T); ein Import, eine Kopie und eine Katalogaktualisierung nehmen selbst einen auf.</translation>
    </message>
    <message>
        <source>From %1 to %2: %3.</source>
        <translation>Von %1 bis %2: %3.</translation>
    </message>
    <message>
        <source>From %1 to %2: nothing changed.</source>
        <translation>Von %1 bis %2: nichts geändert.</translation>
    </message>
    <message>
        <source>%1 of %2 rows shown.</source>
        <translation>%1 von %2 Zeilen gezeigt.</translation>
    </message>
    <message>
        <source>Com&amp;pare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Compare fr&amp;om</source>
        <translation>Ver&amp;gleichen ab</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>ChipAtlas cannot open its catalog.</source>
        <translation>ChipAtlas kann seinen Katalog nicht öffnen.</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;.</source>
        <translation>Unbekanntes Modell „%1“.</translation>
    </message>
    <message>
        <source>Unknown chip or system id(s): %1.</source>
        <translation>Unbekannte Chip- oder System-ID(s): %1.</translation>
    </message>
    <message>
        <source>ChipAtlas cannot open the catalog %1; it opens %2 instead.</source>
        <translation>ChipAtlas kann den Katalog %1 nicht öffnen; stattdessen öffnet es %2.</translation>
    </message>
    <message>
        <source>The catalog %1 was not opened: this window shows %2. File &gt; Catalog Settings chooses another.</source>
        <translation>Der Katalog %1 wurde nicht geöffnet: dieses Fenster zeigt %2. Datei &gt; Katalogeinstellungen wählt einen anderen.</translation>
    </message>
    <message>
        <source>Unknown snapshot(s): %1.</source>
        <translation>Unbekannte(r) Schnappschuss/Schnappschüsse: %1.</translation>
    </message>
</context>
</TS>
