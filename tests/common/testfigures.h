#pragma once

// Figures for tests that build chips by hand.
#include "domain/chip.h"

#include <QString>
#include <QVariant>

namespace chipatlas::testfigures {

inline Figure figure(const QVariant& value, FigureStatus status, const QString& source = {},
                     const QString& note = {}) {
    Figure f;
    f.value = value;
    f.status = status;
    f.source = source;
    f.note = note;
    return f;
}

inline Figure number(double value, FigureStatus status = FigureStatus::Published) {
    return figure(value, status);
}

inline Figure text(const QString& value) {
    return figure(value, FigureStatus::Published);
}

// Not published or unknown: no value.
inline Figure missing(FigureStatus status) {
    return figure(QVariant(), status);
}

// A throughput whose vendor does not say whether it is dense or sparse.
inline Figure sparse(double value) {
    Figure f = number(value);
    f.sparsityUnstated = true;
    return f;
}

inline Figure computed(double value, const QString& note) {
    return figure(value, FigureStatus::Computed, {}, note);
}

} // namespace chipatlas::testfigures
