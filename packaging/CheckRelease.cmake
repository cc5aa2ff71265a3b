# cmake -DVERSION=X.Y.Z -DCHANGELOG=packaging/debian/changelog
#       -DMETAINFO=packaging/org.chipatlas.ChipAtlas.metainfo.xml -P CheckRelease.cmake
# The test package_changelog: the package's changelog starts with an entry for the project's
# version, and the AppStream file has a <release> of it, so that a new version number cannot
# ship the notes of an old one.
foreach(variable VERSION CHANGELOG METAINFO)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "CheckRelease.cmake: -D${variable}=... is missing")
    endif()
endforeach()

# file(READ), not file(STRINGS): the header's ";" would become a list separator.
file(READ "${CHANGELOG}" changelog)
if(NOT changelog MATCHES "^chipatlas \\(([^)\n]+)\\) [a-z-]+; urgency=[a-z]+\n")
    message(FATAL_ERROR "${CHANGELOG}: the first line is not a Debian changelog entry's "
        "header, \"chipatlas (VERSION) DISTRIBUTION; urgency=URGENCY\"")
endif()
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
    message(FATAL_ERROR "${CHANGELOG}: the newest entry is for ${CMAKE_MATCH_1}, the project "
        "is ${VERSION}: add an entry for ${VERSION} at the top")
endif()

file(READ "${METAINFO}" metainfo)
if(NOT metainfo MATCHES "<release version=\"${VERSION}\" date=\"[0-9-]+\"")
    message(FATAL_ERROR "${METAINFO}: no <release version=\"${VERSION}\" date=...>: add the "
        "release notes of ${VERSION}")
endif()
message(STATUS "The changelog and the AppStream file describe ${VERSION}")
