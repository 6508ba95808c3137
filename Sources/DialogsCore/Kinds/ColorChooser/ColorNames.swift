/// The color names `pango_color_parse` knows (pango 1.50's own table, read from the installed
/// library: X11's rgb.txt without spaces and without DebianRed, plus CSS's aqua, crimson, fuchsia,
/// indigo, lime, olive, rebeccapurple, silver and teal; CSS's values win for gray, green, maroon
/// and purple). Kept as text so the table stays small; it is read into a dictionary once, on first use.
enum ColorNames {
    /// Red, green and blue as 0…255 for a lower-case name without spaces; nil for a name pango lacks.
    static func bytes(named name: String) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard let value = table[name] else { return nil }
        return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// `name=rrggbb`, or `name=rrggbb/…` for a name followed by its variants 1…4 (X11's shades).
    private static let entries = """

        aliceblue=f0f8ff antiquewhite=faebd7/ffefdb/eedfcc/cdc0b0/8b8378 aqua=00ffff
        aquamarine=7fffd4/7fffd4/76eec6/66cdaa/458b74 azure=f0ffff/f0ffff/e0eeee/c1cdcd/838b8b beige=f5f5dc
        bisque=ffe4c4/ffe4c4/eed5b7/cdb79e/8b7d6b black=000000 blanchedalmond=ffebcd
        blue=0000ff/0000ff/0000ee/0000cd/00008b blueviolet=8a2be2 brown=a52a2a/ff4040/ee3b3b/cd3333/8b2323
        burlywood=deb887/ffd39b/eec591/cdaa7d/8b7355 cadetblue=5f9ea0/98f5ff/8ee5ee/7ac5cd/53868b
        chartreuse=7fff00/7fff00/76ee00/66cd00/458b00 chocolate=d2691e/ff7f24/ee7621/cd661d/8b4513
        coral=ff7f50/ff7256/ee6a50/cd5b45/8b3e2f cornflowerblue=6495ed
        cornsilk=fff8dc/fff8dc/eee8cd/cdc8b1/8b8878 crimson=dc143c cyan=00ffff/00ffff/00eeee/00cdcd/008b8b
        darkblue=00008b darkcyan=008b8b darkgoldenrod=b8860b/ffb90f/eead0e/cd950c/8b6508 darkgray=a9a9a9
        darkgreen=006400 darkgrey=a9a9a9 darkkhaki=bdb76b darkmagenta=8b008b
        darkolivegreen=556b2f/caff70/bcee68/a2cd5a/6e8b3d darkorange=ff8c00/ff7f00/ee7600/cd6600/8b4500
        darkorchid=9932cc/bf3eff/b23aee/9a32cd/68228b darkred=8b0000 darksalmon=e9967a
        darkseagreen=8fbc8f/c1ffc1/b4eeb4/9bcd9b/698b69 darkslateblue=483d8b
        darkslategray=2f4f4f/97ffff/8deeee/79cdcd/528b8b darkslategrey=2f4f4f darkturquoise=00ced1
        darkviolet=9400d3 deeppink=ff1493/ff1493/ee1289/cd1076/8b0a50
        deepskyblue=00bfff/00bfff/00b2ee/009acd/00688b dimgray=696969 dimgrey=696969
        dodgerblue=1e90ff/1e90ff/1c86ee/1874cd/104e8b firebrick=b22222/ff3030/ee2c2c/cd2626/8b1a1a
        floralwhite=fffaf0 forestgreen=228b22 fuchsia=ff00ff gainsboro=dcdcdc ghostwhite=f8f8ff
        gold=ffd700/ffd700/eec900/cdad00/8b7500 goldenrod=daa520/ffc125/eeb422/cd9b1d/8b6914 gray=808080
        green=008000/00ff00/00ee00/00cd00/008b00 greenyellow=adff2f grey=808080
        honeydew=f0fff0/f0fff0/e0eee0/c1cdc1/838b83 hotpink=ff69b4/ff6eb4/ee6aa7/cd6090/8b3a62
        indianred=cd5c5c/ff6a6a/ee6363/cd5555/8b3a3a indigo=4b0082 ivory=fffff0/fffff0/eeeee0/cdcdc1/8b8b83
        khaki=f0e68c/fff68f/eee685/cdc673/8b864e lavender=e6e6fa
        lavenderblush=fff0f5/fff0f5/eee0e5/cdc1c5/8b8386 lawngreen=7cfc00
        lemonchiffon=fffacd/fffacd/eee9bf/cdc9a5/8b8970 lightblue=add8e6/bfefff/b2dfee/9ac0cd/68838b
        lightcoral=f08080 lightcyan=e0ffff/e0ffff/d1eeee/b4cdcd/7a8b8b
        lightgoldenrod=eedd82/ffec8b/eedc82/cdbe70/8b814c lightgoldenrodyellow=fafad2 lightgray=d3d3d3
        lightgreen=90ee90 lightgrey=d3d3d3 lightpink=ffb6c1/ffaeb9/eea2ad/cd8c95/8b5f65
        lightsalmon=ffa07a/ffa07a/ee9572/cd8162/8b5742 lightseagreen=20b2aa
        lightskyblue=87cefa/b0e2ff/a4d3ee/8db6cd/607b8b lightslateblue=8470ff lightslategray=778899
        lightslategrey=778899 lightsteelblue=b0c4de/cae1ff/bcd2ee/a2b5cd/6e7b8b
        lightyellow=ffffe0/ffffe0/eeeed1/cdcdb4/8b8b7a lime=00ff00 limegreen=32cd32 linen=faf0e6
        magenta=ff00ff/ff00ff/ee00ee/cd00cd/8b008b maroon=800000/ff34b3/ee30a7/cd2990/8b1c62
        mediumaquamarine=66cdaa mediumblue=0000cd mediumorchid=ba55d3/e066ff/d15fee/b452cd/7a378b
        mediumpurple=9370db/ab82ff/9f79ee/8968cd/5d478b mediumseagreen=3cb371 mediumslateblue=7b68ee
        mediumspringgreen=00fa9a mediumturquoise=48d1cc mediumvioletred=c71585 midnightblue=191970
        mintcream=f5fffa mistyrose=ffe4e1/ffe4e1/eed5d2/cdb7b5/8b7d7b moccasin=ffe4b5
        navajowhite=ffdead/ffdead/eecfa1/cdb38b/8b795e navy=000080 navyblue=000080 oldlace=fdf5e6 olive=808000
        olivedrab=6b8e23/c0ff3e/b3ee3a/9acd32/698b22 orange=ffa500/ffa500/ee9a00/cd8500/8b5a00
        orangered=ff4500/ff4500/ee4000/cd3700/8b2500 orchid=da70d6/ff83fa/ee7ae9/cd69c9/8b4789
        palegoldenrod=eee8aa palegreen=98fb98/9aff9a/90ee90/7ccd7c/548b54
        paleturquoise=afeeee/bbffff/aeeeee/96cdcd/668b8b palevioletred=db7093/ff82ab/ee799f/cd6889/8b475d
        papayawhip=ffefd5 peachpuff=ffdab9/ffdab9/eecbad/cdaf95/8b7765 peru=cd853f
        pink=ffc0cb/ffb5c5/eea9b8/cd919e/8b636c plum=dda0dd/ffbbff/eeaeee/cd96cd/8b668b powderblue=b0e0e6
        purple=800080/9b30ff/912cee/7d26cd/551a8b rebeccapurple=663399 red=ff0000/ff0000/ee0000/cd0000/8b0000
        rosybrown=bc8f8f/ffc1c1/eeb4b4/cd9b9b/8b6969 royalblue=4169e1/4876ff/436eee/3a5fcd/27408b
        saddlebrown=8b4513 salmon=fa8072/ff8c69/ee8262/cd7054/8b4c39 sandybrown=f4a460
        seagreen=2e8b57/54ff9f/4eee94/43cd80/2e8b57 seashell=fff5ee/fff5ee/eee5de/cdc5bf/8b8682
        sienna=a0522d/ff8247/ee7942/cd6839/8b4726 silver=c0c0c0 skyblue=87ceeb/87ceff/7ec0ee/6ca6cd/4a708b
        slateblue=6a5acd/836fff/7a67ee/6959cd/473c8b slategray=708090/c6e2ff/b9d3ee/9fb6cd/6c7b8b
        slategrey=708090 snow=fffafa/fffafa/eee9e9/cdc9c9/8b8989 springgreen=00ff7f/00ff7f/00ee76/00cd66/008b45
        steelblue=4682b4/63b8ff/5cacee/4f94cd/36648b tan=d2b48c/ffa54f/ee9a49/cd853f/8b5a2b teal=008080
        thistle=d8bfd8/ffe1ff/eed2ee/cdb5cd/8b7b8b tomato=ff6347/ff6347/ee5c42/cd4f39/8b3626
        turquoise=40e0d0/00f5ff/00e5ee/00c5cd/00868b violet=ee82ee violetred=d02090/ff3e96/ee3a8c/cd3278/8b2252
        wheat=f5deb3/ffe7ba/eed8ae/cdba96/8b7e66 white=ffffff whitesmoke=f5f5f5
        yellow=ffff00/ffff00/eeee00/cdcd00/8b8b00 yellowgreen=9acd32
        """

    /// The grey of gray0…gray100 and grey0…grey100, two hex digits each (red, green and blue alike).
    private static let greys = """
        000305080a0d0f1214171a1c1f212426292b2e303336383b3d404245474a4d4f525457595c5e616366696b6e707375787a7d
        7f8285878a8c8f919496999c9ea1a3a6a8abadb0b3b5b8babdbfc2c4c7c9cccfd1d4d6d9dbdee0e3e5e8ebedf0f2f5f7fafcff
        """

    /// Every name, lower case and without spaces, to 0xRRGGBB.
    static let table: [String: UInt32] = {
        var table: [String: UInt32] = [:]
        for token in entries.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = token.split(separator: "=")
            let name = String(parts[0])
            for (index, hex) in parts[1].split(separator: "/").enumerated() {
                table[index == 0 ? name : name + String(index)] = UInt32(hex, radix: 16)!
            }
        }
        let levels = Array(greys.utf8.filter { $0 != UInt8(ascii: "\n") })
        for level in 0...100 {
            let byte = UInt32(String(decoding: levels[(level * 2)..<(level * 2 + 2)], as: UTF8.self), radix: 16)!
            for name in ["gray", "grey"] { table[name + String(level)] = byte << 16 | byte << 8 | byte }
        }
        return table
    }()
}
