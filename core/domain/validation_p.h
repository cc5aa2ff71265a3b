#pragma once

// The message helpers of validation.cpp that systemvalidation.cpp shares, so that a system's
// and an offer's messages read as a chip's do. Internal to core/domain.

#include "field.h"
#include "figure.h"
#include "units.h"
#include "validation.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas::validation_detail {

// "TDP (tdp_w)": how every message names a field.
QString named(const QString& label, const QString& key);
// A number as the messages show it: C locale, shortest exact form ("-5", "0.25", "1000000";
// an exponent only for extreme magnitudes).
QString numberText(double value);
QString withUnit(double value, Unit unit);
bool isMissing(FigureStatus status);
// The problem of a positive figure below kSmallestFigure (empty when none); `name` is "TDP
// (tdp_w)".
QString tooSmallProblem(const QString& name, double value, Unit unit);
// The problem of a text value (empty when none); `name` is "Notes (notes)". `multiLine` allows
// line feeds and tabs.
QString textProblem(const QString& name, const QString& text, bool multiLine);
// The problem of a source URL: empty, or with a space, a line break or ';'.
QString urlProblem(const QString& name, const QString& url);
// Records a message built as "<name>: <problem>" (empty messages are none).
void add(QList<ValidationIssue>* issues, const QString& key, std::optional<Field> field,
         const QString& message);

} // namespace chipatlas::validation_detail
