<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoundedList</name>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>and %Ln more</numerusform>
            <numerusform>and %Ln more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogChart</name>
    <message numerus="yes">
        <source>%Ln chip(s) in this cell, drawn as a bin:</source>
        <translation>
            <numerusform>%Ln chip in this cell, drawn as a bin:</numerusform>
            <numerusform>%Ln chips in this cell, drawn as a bin:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message numerus="yes">
        <source>the process names are not comparable: %1 are product names, not node sizes</source>
        <translation>
            <numerusform>the process names are not comparable: %1 is a product name, not a node size</numerusform>
            <numerusform>the process names are not comparable: %1 are product names, not node sizes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 have none</source>
        <translation>
            <numerusform>%1 has none</numerusform>
            <numerusform>%1 have none</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; the figures of %1 are computed</source>
        <translation>
            <numerusform>; %1&apos;s figure is computed</numerusform>
            <numerusform>; the figures of %1 are computed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>they would give %1</source>
        <translation>
            <numerusform>it would give %1</numerusform>
            <numerusform>they would give %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConflictMerge</name>
    <message numerus="yes">
        <source>%1 x %2, %n figure(s)</source>
        <translation>
            <numerusform>%1 x %2, %n figure</numerusform>
            <numerusform>%1 x %2, %n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n price(s), current %2 %3/h (%4)</source>
        <translation>
            <numerusform>%1, %n price, current %2 %3/h (%4)</numerusform>
            <numerusform>%1, %n prices, current %2 %3/h (%4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Excerpt</name>
    <message numerus="yes">
        <source>%n characters</source>
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FitMeasured</name>
    <message numerus="yes">
        <source>Measured %1 tokens/s on %Ln chip(s), %2 per chip</source>
        <translation>
            <numerusform>Measured %1 tokens/s on %Ln chip, %2 per chip</numerusform>
            <numerusform>Measured %1 tokens/s on %Ln chips, %2 per chip</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelFit</name>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 chip</numerusform>
            <numerusform>%1 chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 token</numerusform>
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sequences</source>
        <translation>
            <numerusform>%1 sequence</numerusform>
            <numerusform>%1 sequences</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OffersHtml</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: cheapest %2 per chip-hour (%3), dearest %4 (%5); spread %6x over %n offer(s)</source>
        <translation>
            <numerusform>%1: cheapest %2 per chip-hour (%3), dearest %4 (%5); spread %6x over %n offer</numerusform>
            <numerusform>%1: cheapest %2 per chip-hour (%3), dearest %4 (%5); spread %6x over %n offers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message numerus="yes">
        <source>%1, ... (%n in all)</source>
        <translation>
            <numerusform>%1, ... (%n in all)</numerusform>
            <numerusform>%1, ... (%n in all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsHtml</name>
    <message numerus="yes">
        <source>and %n more in the Results table (Ctrl+Shift+R)</source>
        <translation>
            <numerusform>and %n more in the Results table (Ctrl+Shift+R)</numerusform>
            <numerusform>and %n more in the Results table (Ctrl+Shift+R)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 chip</numerusform>
            <numerusform>%1 chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhatFits</name>
    <message numerus="yes">
        <source>Of %L1 models, %L2 fit at FP16, %L3 at INT8, %L4 at INT4.</source>
        <translation>
            <numerusform>Of %L1 model, %L2 fit at FP16, %L3 at INT8, %L4 at INT4.</numerusform>
            <numerusform>Of %L1 models, %L2 fit at FP16, %L3 at INT8, %L4 at INT4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogEditor</name>
    <message numerus="yes">
        <source>Dele&amp;te %n chips</source>
        <translation>
            <numerusform>Dele&amp;te %n chip</numerusform>
            <numerusform>Dele&amp;te %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>delete %Ln chips (%1)</source>
        <translation>
            <numerusform>delete %Ln chip (%1)</numerusform>
            <numerusform>delete %Ln chips (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>revert %Ln chips (%1)</source>
        <translation>
            <numerusform>revert %Ln chip (%1)</numerusform>
            <numerusform>revert %Ln chips (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted with their %n measured results. Undo brings them back.</source>
        <translation>
            <numerusform>Deleted with their %n measured result. Undo brings them back.</numerusform>
            <numerusform>Deleted with their %n measured results. Undo brings them back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogSettingsDialog</name>
    <message numerus="yes">
        <source>The %n change(s) you can undo were made in %1; they cannot be undone after switching.</source>
        <translation>
            <numerusform>The change you can undo was made in %1; it cannot be undone after switching.</numerusform>
            <numerusform>The %n changes you can undo were made in %1; they cannot be undone after switching.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogSettingsPage</name>
    <message numerus="yes">
        <source>Connected: ChipAtlas catalog, schema %1, %n chips.</source>
        <translation>
            <numerusform>Connected: ChipAtlas catalog, schema %1, %n chip.</numerusform>
            <numerusform>Connected: ChipAtlas catalog, schema %1, %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found: ChipAtlas catalog, schema %1, %n chips.</source>
        <translation>
            <numerusform>Found: ChipAtlas catalog, schema %1, %n chip.</numerusform>
            <numerusform>Found: ChipAtlas catalog, schema %1, %n chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogTransfer</name>
    <message numerus="yes">
        <source>Import %Ln chips from %1</source>
        <translation>
            <numerusform>Import %Ln chip from %1</numerusform>
            <numerusform>Import %Ln chips from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saving %Ln chips…</source>
        <translation>
            <numerusform>Saving %Ln chip…</numerusform>
            <numerusform>Saving %Ln chips…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %Ln chips to %1…</source>
        <translation>
            <numerusform>Exporting %Ln chip to %1…</numerusform>
            <numerusform>Exporting %Ln chips to %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln chips to %1.</source>
        <translation>
            <numerusform>Exported %Ln chip to %1.</numerusform>
            <numerusform>Exported %Ln chips to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartPage</name>
    <message numerus="yes">
        <source>Exporting the chart&apos;s %Ln points…</source>
        <translation>
            <numerusform>Exporting the chart&apos;s %Ln point…</numerusform>
            <numerusform>Exporting the chart&apos;s %Ln points…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 against %2, %Ln points</source>
        <translation>
            <numerusform>%1 against %2, %Ln point</numerusform>
            <numerusform>%1 against %2, %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipEditDialog</name>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... and %n more problem</numerusform>
            <numerusform>... and %n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipTableModel</name>
    <message numerus="yes">
        <source>%1 %2 %3 (%n priced offer(s))</source>
        <translation>
            <numerusform>%1 %2 %3 (%n priced offer)</numerusform>
            <numerusform>%1 %2 %3 (%n priced offers)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareFindDialog</name>
    <message numerus="yes">
        <source>%Ln of %1 match</source>
        <translation>
            <numerusform>%Ln of %1 matches</numerusform>
            <numerusform>%Ln of %1 match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareResults</name>
    <message numerus="yes">
        <source>Measured %1 tokens/s on %Ln chip(s)</source>
        <translation>
            <numerusform>Measured %1 tokens/s on %Ln chip</numerusform>
            <numerusform>Measured %1 tokens/s on %Ln chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::FitDialog</name>
    <message numerus="yes">
        <source>%L1 of %L2 chips shown hold %3 on %Ln chips</source>
        <translation>
            <numerusform>%L1 of %L2 chips shown hold %3 on one chip</numerusform>
            <numerusform>%L1 of %L2 chips shown hold %3 on %Ln chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::FitExplainView</name>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 chip</numerusform>
            <numerusform>%1 chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %1 chips</source>
        <translation>
            <numerusform>on %1 chip</numerusform>
            <numerusform>on %1 chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::FitTableModel</name>
    <message numerus="yes">
        <source>Fits on %Ln chips, margin</source>
        <translation>
            <numerusform>Fits on one chip, margin</numerusform>
            <numerusform>Fits on %Ln chips, margin</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ImportPlanModel</name>
    <message numerus="yes">
        <source>%n fields differ</source>
        <translation>
            <numerusform>%n field differs</numerusform>
            <numerusform>%n fields differ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ImportPreviewDialog</name>
    <message numerus="yes">
        <source>%n fields</source>
        <translation>
            <numerusform>%n field</numerusform>
            <numerusform>%n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new chips</source>
        <translation>
            <numerusform>%Ln new chip</numerusform>
            <numerusform>%Ln new chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::MainWindow</name>
    <message numerus="yes">
        <source>The team server %1 is back; %n waiting edits were saved.</source>
        <translation>
            <numerusform>The team server %1 is back; the waiting edit was saved.</numerusform>
            <numerusform>The team server %1 is back; %n waiting edits were saved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::OfflineBanner</name>
    <message numerus="yes">
        <source>%n edits are waiting and will be saved when it is back.</source>
        <translation>
            <numerusform>%n edit is waiting and will be saved when it is back.</numerusform>
            <numerusform>%n edits are waiting and will be saved when it is back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next try in %n s.</source>
        <translation>
            <numerusform>Next try in %n s.</numerusform>
            <numerusform>Next try in %n s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::PasswordStore</name>
    <message numerus="yes">
        <source>The keychain did not answer within %n second(s).</source>
        <translation>
            <numerusform>The keychain did not answer within %n second.</numerusform>
            <numerusform>The keychain did not answer within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::PendingQuitPrompt</name>
    <message numerus="yes">
        <source>%n edits have not been saved: the team server %1 cannot be reached.</source>
        <translation>
            <numerusform>%n edit has not been saved: the team server %1 cannot be reached.</numerusform>
            <numerusform>%n edits have not been saved: the team server %1 cannot be reached.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them cannot go into a file (deletions, reverts, models or prices) and are lost if you quit now.</source>
        <translation>
            <numerusform>One of them cannot go into a file (a deletion, a revert, a model or a price) and is lost if you quit now.</numerusform>
            <numerusform>%n of them cannot go into a file (deletions, reverts, models or prices) and are lost if you quit now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultEditDialog</name>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... and %n more problem</numerusform>
            <numerusform>... and %n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultTableModel</name>
    <message numerus="yes">
        <source>Bound: %1 tok/s on %n chip(s), %2</source>
        <translation>
            <numerusform>Bound: %1 tok/s on %n chip, %2</numerusform>
            <numerusform>Bound: %1 tok/s on %n chips, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultTransfer</name>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n new result</numerusform>
            <numerusform>%n new results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n result(s) to %1…</source>
        <translation>
            <numerusform>Exporting %n result to %1…</numerusform>
            <numerusform>Exporting %n results to %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n result(s) to %1.</source>
        <translation>
            <numerusform>Exported %n result to %1.</numerusform>
            <numerusform>Exported %n results to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::SnapshotListPanel</name>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln system(s)</source>
        <translation>
            <numerusform>%Ln system</numerusform>
            <numerusform>%Ln systems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln offer(s)</source>
        <translation>
            <numerusform>%Ln offer</numerusform>
            <numerusform>%Ln offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s)</source>
        <translation>
            <numerusform>%Ln model</numerusform>
            <numerusform>%Ln models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln result</numerusform>
            <numerusform>%Ln results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln scenario(s)</source>
        <translation>
            <numerusform>%Ln scenario</numerusform>
            <numerusform>%Ln scenarios</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemEditDialog</name>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... and %n more problem</numerusform>
            <numerusform>... and %n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemEditor</name>
    <message numerus="yes">
        <source>Deleted the system and its %n measured results. Undo brings them back.</source>
        <translation>
            <numerusform>Deleted the system and its %n measured result. Undo brings them back.</numerusform>
            <numerusform>Deleted the system and its %n measured results. Undo brings them back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemTransfer</name>
    <message numerus="yes">
        <source>%n new system(s)</source>
        <translation>
            <numerusform>%n new system</numerusform>
            <numerusform>%n new systems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new offer(s)</source>
        <translation>
            <numerusform>%n new offer</numerusform>
            <numerusform>%n new offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n new price(s))</source>
        <translation>
            <numerusform>%1 (%n new price)</numerusform>
            <numerusform>%1 (%n new prices)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n system(s) to %1…</source>
        <translation>
            <numerusform>Exporting %n system to %1…</numerusform>
            <numerusform>Exporting %n systems to %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n system(s) to %1.</source>
        <translation>
            <numerusform>Exported %n system to %1.</numerusform>
            <numerusform>Exported %n systems to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n offer(s) to %1…</source>
        <translation>
            <numerusform>Exporting %n offer to %1…</numerusform>
            <numerusform>Exporting %n offers to %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n offer(s) to %1.</source>
        <translation>
            <numerusform>Exported %n offer to %1.</numerusform>
            <numerusform>Exported %n offers to %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
