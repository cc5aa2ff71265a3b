<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ChipTableModel</name>
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
        <source>the process names are not comparable: %1 %2 a product name, not a node size</source>
        <translation>die Prozessnamen sind nicht vergleichbar: %1 %2 ein Produktname, keine Strukturgröße</translation>
    </message>
    <message>
        <source>is</source>
        <translation>ist</translation>
    </message>
    <message>
        <source>are</source>
        <translation>sind</translation>
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
        <source>%1 perf/W</source>
        <translation>%1 Leistung/W</translation>
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
        <source>? unverified, * the vendor does not say whether it is dense or sparse, † computed; (0.52x) a value divided by the winner&apos;s</source>
        <translation>? unbestätigt, * der Hersteller sagt nicht, ob der Wert dicht oder sparse ist, † berechnet; (0,52x) ein Wert geteilt durch den des Gewinners</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 hat %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keinen</translation>
    </message>
    <message>
        <source>%1 has none</source>
        <translation>%1 hat keinen</translation>
    </message>
    <message>
        <source>%1 have none</source>
        <translation>%1 haben keinen</translation>
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
    <message>
        <source>; %1&apos;s figure is computed</source>
        <translation>; der Wert von %1 ist berechnet</translation>
    </message>
    <message>
        <source>; the figures of %1 are computed</source>
        <translation>; die Werte von %1 sind berechnet</translation>
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
    <message>
        <source>it would give %1</source>
        <translation>das ergäbe %1</translation>
    </message>
    <message>
        <source>they would give %1</source>
        <translation>diese ergäben %1</translation>
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
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
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
</context>
<context>
    <name>GuiStartup</name>
    <message>
        <source>Unknown sort field &quot;%1&quot;.</source>
        <translation>Unbekanntes Sortierfeld „%1“.</translation>
    </message>
    <message>
        <source>Unknown sort order &quot;%1&quot;: use asc or desc.</source>
        <translation>Unbekannte Sortierreihenfolge „%1“: asc oder desc verwenden.</translation>
    </message>
    <message>
        <source>Unknown column &quot;%1&quot;.</source>
        <translation>Unbekannte Spalte „%1“.</translation>
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
        <source>Open the catalog at &lt;path&gt; instead of the default.</source>
        <translation>Den Katalog unter &lt;path&gt; statt des Standardkatalogs öffnen.</translation>
    </message>
    <message>
        <source>Select the chip with this &lt;id&gt;.</source>
        <translation>Den Chip mit dieser &lt;id&gt; auswählen.</translation>
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
        <source>Could not open the catalog %1.</source>
        <translation>Der Katalog %1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>--compare takes 2 to 4 different chip ids, separated by commas.</source>
        <translation>--compare erwartet 2 bis 4 verschiedene Chip-IDs, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>Compare these 2 to 4 chips (comma-separated ids) and show the Compare tab.</source>
        <translation>Diese 2 bis 4 Chips vergleichen (IDs durch Kommas getrennt) und den Reiter Vergleich zeigen.</translation>
    </message>
    <message>
        <source>Show this tab beside the table: details or compare.</source>
        <translation>Diesen Reiter neben der Tabelle zeigen: details oder compare.</translation>
    </message>
    <message>
        <source>Unknown tab &quot;%1&quot;: use details or compare.</source>
        <translation>Unbekannter Reiter „%1“: details oder compare verwenden.</translation>
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
        <source>%1 / TDP</source>
        <translation>%1 / TDP</translation>
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
        <source>prefill bound: weight-only quantisation (%1) computes in 16-bit, so the BF16 throughput is used</source>
        <translation>Prefill-Obergrenze: reine Gewichtsquantisierung (%1) rechnet in 16 Bit, daher wird der BF16-Durchsatz verwendet</translation>
    </message>
    <message>
        <source>%1 uses MLA: the KV cache holds the compressed latent (%2 + %3 per layer), as MLA-aware engines store it</source>
        <translation>%1 verwendet MLA: der KV-Cache enthält den komprimierten Latent-Vektor (%2 + %3 pro Schicht), so wie MLA-fähige Engines ihn speichern</translation>
    </message>
    <message>
        <source>%1&apos;s sliding_window of %2 is treated as full attention (model-fit-formulas.md 2.2)</source>
        <translation>%1: sliding_window %2 wird als volle Attention behandelt (model-fit-formulas.md 2.2)</translation>
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
        <source>prefill bound</source>
        <translation>Prefill-Obergrenze</translation>
    </message>
    <message>
        <source>decode bound: at a batch of %1 the bandwidth bound (%2 tokens/s) exceeds the compute bound (%3 tokens/s); decode is compute-bound there</source>
        <translation>Decode-Obergrenze: bei einem Batch von %1 übersteigt die Bandbreitengrenze (%2 tokens/s) die Rechengrenze (%3 tokens/s); Decode ist dort rechengebunden</translation>
    </message>
    <message>
        <source>the throughput bounds assume %1 fit on %2 x %3; it does not (%4)</source>
        <translation>die Durchsatz-Obergrenzen setzen voraus, dass %1 auf %2 x %3 passt; das ist nicht der Fall (%4)</translation>
    </message>
    <message>
        <source>it needs %1 chips</source>
        <translation>benötigt werden %1 Chips</translation>
    </message>
    <message>
        <source>no number of chips holds it</source>
        <translation>keine Chipanzahl reicht aus</translation>
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
        <source>sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>Sequenzen</translation>
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
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
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
        <source>chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
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
        <source>%1% x (%2 weights + %3 KV cache)</source>
        <translation>%1% x (%2 Gewichte + %3 KV-Cache)</translation>
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
        <source>Chips needed</source>
        <translation>Benötigte Chips</translation>
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
        <source>%1 GB/s x %2 / %3 per step (%4 active weights + %5)</source>
        <translation>%1 GB/s x %2 / %3 pro Schritt (%4 aktive Gewichte + %5)</translation>
    </message>
    <message>
        <source>Decode upper bound, all sequences</source>
        <translation>Decode-Obergrenze, alle Sequenzen</translation>
    </message>
    <message>
        <source>%1 tokens/s x %2</source>
        <translation>%1 tokens/s x %2</translation>
    </message>
    <message>
        <source>Prefill upper bound</source>
        <translation>Prefill-Obergrenze</translation>
    </message>
    <message>
        <source>%1 TFLOPS (%2 dense) x %3 / (2 x %4 active params)</source>
        <translation>%1 TFLOPS (%2 dicht) x %3 / (2 x %4 aktive Parameter)</translation>
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
        <source>1 token</source>
        <translation>1 Token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
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
        <source>1 chip</source>
        <translation>1 Chip</translation>
    </message>
</context>
<context>
    <name>WhatFits</name>
    <message>
        <source>Of %1 model, %2 fit at FP16, %3 at INT8, %4 at INT4.</source>
        <translation>Von %1 Modell passen %2 bei FP16, %3 bei INT8, %4 bei INT4.</translation>
    </message>
    <message>
        <source>Of %1 models, %2 fit at FP16, %3 at INT8, %4 at INT4.</source>
        <translation>Von %1 Modellen passen %2 bei FP16, %3 bei INT8, %4 bei INT4.</translation>
    </message>
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
        <source>Total memory on one chip: weights, KV cache at BF16 for 8,192 tokens (or the model&apos;s maximum when shorter), batch 1, and 15% headroom. Every expert of an MoE model is counted.</source>
        <translation>Gesamtspeicher auf einem Chip: Gewichte, KV-Cache in BF16 für 8.192 Tokens (oder das Maximum des Modells, falls kürzer), Batch 1 und 15 % Reserve. Jeder Experte eines MoE-Modells wird mitgezählt.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipFilterBar</name>
    <message>
        <source>Filter by name, vendor or family (Ctrl+F)</source>
        <translation>Nach Name, Hersteller oder Familie filtern (Strg+F)</translation>
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
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>%1 perf/W</source>
        <translation>%1 Leistung/W</translation>
    </message>
    <message>
        <source>Bandwidth per %1 TFLOPS</source>
        <translation>Bandbreite pro %1-TFLOPS</translation>
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
        <source>Dense %1 TFLOPS per watt of TDP: higher is more efficient.</source>
        <translation>Dichte %1-TFLOPS pro Watt TDP: höher ist effizienter.</translation>
    </message>
    <message>
        <source>Memory bandwidth in GB/s per dense %1 TFLOPS: higher means the chip is less likely to be starved by memory.</source>
        <translation>Speicherbandbreite in GB/s pro dichter %1-TFLOPS: höher heißt, der Chip wartet seltener auf den Speicher.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>, dense (without 2:4 sparsity)</source>
        <translation>, dicht (ohne 2:4-Sparsity)</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipTablePage</name>
    <message>
        <source>Columns...</source>
        <translation>Spalten …</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Spalten zurücksetzen</translation>
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
        <source>Drop a chip here</source>
        <translation>Chip hier ablegen</translation>
    </message>
    <message>
        <source>Drag a chip from the table and drop it here</source>
        <translation>Einen Chip aus der Tabelle hierher ziehen</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareView</name>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Compare two to four chips figure by figure.

Drag chips from the table onto the slots above, select a chip and choose Chip › Compare (Ctrl+Shift+C), or click “Add to comparison” in the details pane.</source>
        <translation>Zwei bis vier Chips Wert für Wert vergleichen.

Chips aus der Tabelle auf die Plätze oben ziehen, einen Chip auswählen und Chip › Vergleichen (Strg+Umschalt+C) wählen oder im Detailbereich „Zum Vergleich hinzufügen“ anklicken.</translation>
    </message>
    <message>
        <source>No chip “%1” in the catalog</source>
        <translation>Kein Chip „%1“ im Katalog</translation>
    </message>
    <message>
        <source>%1 is already compared</source>
        <translation>%1 wird bereits verglichen</translation>
    </message>
    <message>
        <source>%1 replaced %2: the comparison holds %3 chips at most</source>
        <translation>%1 hat %2 ersetzt: der Vergleich fasst höchstens %3 Chips</translation>
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
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <source>Could not write %1:
%2</source>
        <translation>%1 konnte nicht geschrieben werden:
%2</translation>
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
        <source>sparsity unstated</source>
        <translation>Sparsity nicht angegeben</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
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
        <source>%1 perf per watt</source>
        <translation>%1 Leistung pro Watt</translation>
    </message>
    <message>
        <source>Bandwidth per %1 TFLOPS</source>
        <translation>Bandbreite pro %1-TFLOPS</translation>
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
        <source>Compare this chip side by side with others (Ctrl+Shift+C)</source>
        <translation>Diesen Chip neben anderen vergleichen (Strg+Umschalt+C)</translation>
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
        <source>Filter chips by name or vendor</source>
        <translation>Chips nach Name oder Hersteller filtern</translation>
    </message>
    <message>
        <source>Enter what the selected chip costs per hour, with its date and source, for the cost per million tokens</source>
        <translation>Eingeben, was der ausgewählte Chip pro Stunde kostet, mit Datum und Quelle, für die Kosten pro Million Tokens</translation>
    </message>
    <message>
        <source>Throughputs are upper bounds from memory bandwidth (decode) and dense compute (prefill); real engines reach less. Costs use the price per chip-hour you enter.</source>
        <translation>Durchsätze sind Obergrenzen aus Speicherbandbreite (Decode) und dichter Rechenleistung (Prefill); reale Engines erreichen weniger. Die Kosten beruhen auf dem eingegebenen Preis pro Chipstunde.</translation>
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
        <source>%1 of %2 chips shown hold %3 on one chip</source>
        <translation>%1 von %2 angezeigten Chips fassen %3 auf einem Chip</translation>
    </message>
    <message>
        <source>%1 of %2 chips shown hold %3 on %4 chips</source>
        <translation>%1 von %2 angezeigten Chips fassen %3 auf %4 Chips</translation>
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
    <name>chipatlas::FitExplainView</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
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
        <source>How the estimate is computed</source>
        <translation>Wie die Schätzung berechnet wird</translation>
    </message>
    <message>
        <source>Select a chip in the table to see every term of its estimate with its formula.</source>
        <translation>Einen Chip in der Tabelle auswählen, um jeden Term seiner Schätzung mit Formel zu sehen.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 auf %2 × %3</translation>
    </message>
    <message>
        <source>on one chip</source>
        <translation>auf einem Chip</translation>
    </message>
    <message>
        <source>on %1 chips</source>
        <translation>auf %1 Chips</translation>
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
</context>
<context>
    <name>chipatlas::FitTableModel</name>
    <message>
        <source>no number fits</source>
        <translation>keine Anzahl passt</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
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
        <source>No price entered for %1. Use &quot;Set price...&quot; to enter one.</source>
        <translation>Für %1 ist kein Preis eingegeben. Mit „Preis festlegen …“ einen eingeben.</translation>
    </message>
    <message>
        <source>USD %1 per chip-hour, quoted %2
Source: %3</source>
        <translation>USD %1 pro Chipstunde, Angebot vom %2
Quelle: %3</translation>
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
        <source>Fits on one chip, margin</source>
        <translation>Passt auf einen Chip, Spielraum</translation>
    </message>
    <message>
        <source>Fits on %1 chips, margin</source>
        <translation>Passt auf %1 Chips, Spielraum</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Memory per chip (%1)</source>
        <translation>Speicher pro Chip (%1)</translation>
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
        <source>Chips needed</source>
        <translation>Benötigte Chips</translation>
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
        <source>About ChipAtlas</source>
        <translation>Über ChipAtlas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ChipAtlas %1&lt;/h3&gt;&lt;p&gt;Compare AI accelerators figure by figure, each with its source, and check which language models fit on them.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ChipAtlas %1&lt;/h3&gt;&lt;p&gt;KI-Beschleuniger Wert für Wert vergleichen, jeden mit seiner Quelle, und prüfen, welche Sprachmodelle darauf passen.&lt;/p&gt;&lt;p&gt;Katalog: %2&lt;/p&gt;</translation>
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
        <source>Add the selected chip to the comparison</source>
        <translation>Den ausgewählten Chip zum Vergleich hinzufügen</translation>
    </message>
    <message>
        <source>Show c&amp;omparison</source>
        <translation>&amp;Vergleich zeigen</translation>
    </message>
    <message>
        <source>C&amp;lear comparison</source>
        <translation>Vergleich &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Model fit...</source>
        <translation>&amp;Modell-Fit …</translation>
    </message>
    <message>
        <source>Which language models fit on which chip, at which precision and context</source>
        <translation>Welche Sprachmodelle auf welchen Chip passen, bei welcher Genauigkeit und welchem Kontext</translation>
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
</context>
<context>
    <name>main</name>
    <message>
        <source>ChipAtlas cannot open its catalog.</source>
        <translation>ChipAtlas kann seinen Katalog nicht öffnen.</translation>
    </message>
    <message>
        <source>Unknown chip id(s): %1.</source>
        <translation>Unbekannte Chip-ID(s): %1.</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;.</source>
        <translation>Unbekanntes Modell „%1“.</translation>
    </message>
</context>
</TS>
