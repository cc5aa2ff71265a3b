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
</context>
</TS>
