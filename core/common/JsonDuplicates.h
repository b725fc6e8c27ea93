#pragma once

#include <QByteArray>

#include <optional>

namespace gp {

// The first key that an object of this JSON text holds twice ("a.b" for a nested one), or nothing. Qt's parser keeps
// one of two equal keys without a word; for a signed document that lets a forged value sit beside the genuine one and
// still verify, so such a document must be refused. The text is assumed to be JSON that Qt parsed already.
std::optional<QByteArray> duplicateJsonKey(const QByteArray& json);

} // namespace gp
