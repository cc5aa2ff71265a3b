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
</context>
<context>
    <name>main</name>
    <message>
        <source>ChipAtlas cannot open its catalog.</source>
        <translation>ChipAtlas kann seinen Katalog nicht öffnen.</translation>
    </message>
</context>
</TS>
